import {
  shiftDay,
  USAGE_ACTIVE_WINDOWS,
  USAGE_TREND_WEEKS,
  type UsageReport,
} from '@edge/contracts';
import type { Db } from '../../../db/database';
import { utcToday } from './report-range';
import {
  activeUsersSince,
  exportsSince,
  seatsOf,
  sumsPerModule,
  sumsPerWeek,
} from './usage.repository';

// The exports table names the commercial module by its SPEC suffix.
const EXPORT_MODULE: Record<string, string> = { pac: 'pc', eb: 'eb' };
const MODULE_DAYS = 30;

/** The Monday of the week of a day (UTC). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

async function exportUse(
  db: Db,
  accountId: number,
  perUserDailyLimit: number,
  now: Date,
): Promise<UsageReport['exports']> {
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const rows = await exportsSince(db, accountId, since);
  const perModule = new Map<string, number>();
  const perUser = new Map<number, number>();
  for (const row of rows) {
    const module = EXPORT_MODULE[row.module] ?? row.module;
    perModule.set(module, (perModule.get(module) ?? 0) + row.exports);
    perUser.set(row.userId, (perUser.get(row.userId) ?? 0) + row.exports);
  }
  return {
    perUserDailyLimit,
    last24Hours: ['pc', 'eb'].map((module) => ({
      module,
      exports: perModule.get(module) ?? 0,
    })),
    usersAtLimit: [...perUser.values()].filter((n) => n >= perUserDailyLimit)
      .length,
  };
}

async function trendOf(db: Db, accountId: number, today: string) {
  const first = shiftDay(mondayOf(today), -7 * (USAGE_TREND_WEEKS - 1));
  const starts = Array.from({ length: USAGE_TREND_WEEKS }, (_, i) =>
    shiftDay(first, 7 * i),
  );
  const found = await sumsPerWeek(db, accountId, starts, today);
  const byWeek = new Map(found.map((row) => [row.week, row]));
  return starts.map((week, i) => ({
    week,
    activeUsers: byWeek.get(i)?.activeUsers ?? 0,
    searches: byWeek.get(i)?.searches ?? 0,
    exports: byWeek.get(i)?.exports ?? 0,
  }));
}

/** The Usage Report of an account (issue: accounts and administration). */
export async function usageReport(
  db: Db,
  accountId: number,
  perUserDailyLimit: number,
  now = new Date(),
): Promise<UsageReport> {
  const today = utcToday(now);
  const windows = USAGE_ACTIVE_WINDOWS.map((days) => shiftDay(today, 1 - days));
  const [seats, active, exports, modules, trend] = await Promise.all([
    seatsOf(db, accountId),
    activeUsersSince(db, accountId, windows),
    exportUse(db, accountId, perUserDailyLimit, now),
    sumsPerModule(db, accountId, {
      from: shiftDay(today, 1 - MODULE_DAYS),
      to: today,
    }),
    trendOf(db, accountId, today),
  ]);
  return {
    today,
    seats,
    activeUsers: USAGE_ACTIVE_WINDOWS.map((days, i) => ({
      days,
      users: active[i] ?? 0,
    })),
    exports,
    modules,
    trend,
  };
}
