import {
  shiftDay,
  USAGE_ACTIVE_WINDOWS,
  USAGE_TREND_WEEKS,
  type UsageReport,
} from '@edge/contracts';
import type { Db } from '../../../db/database';
import { weekOf } from '../activity-periods';
import { sumsPerBucket, sumsPerUser } from './activity-reports.repository';
import { utcToday } from './report-range';
import { exportsSince, seatsOf, sumsPerModule } from './usage.repository';

// The exports table names the commercial module by its SPEC suffix.
const EXPORT_MODULE: Record<string, string> = { pac: 'pc', eb: 'eb' };
const MODULE_DAYS = 30;

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

/** The last weeks to today (from the weekly rollups; this week so far). */
async function trendOf(db: Db, accountId: number, today: string) {
  const first = shiftDay(weekOf(today), -7 * (USAGE_TREND_WEEKS - 1));
  const starts = Array.from({ length: USAGE_TREND_WEEKS }, (_, i) =>
    shiftDay(first, 7 * i),
  );
  const found = await sumsPerBucket(
    db,
    { accountId },
    { from: first, to: today },
    'week',
  );
  const byWeek = new Map(found.map((row) => [row.day, row]));
  return starts.map((week) => ({
    week,
    activeUsers: byWeek.get(week)?.activeUsers ?? 0,
    searches: byWeek.get(week)?.searches ?? 0,
    exports: byWeek.get(week)?.exports ?? 0,
  }));
}

/**
 * Distinct users active in each window to today: those whose last active
 * day since the earliest window's start falls in it.
 */
async function activeUsersSince(
  db: Db,
  accountId: number,
  froms: string[],
  today: string,
): Promise<number[]> {
  const earliest = froms.reduce((a, b) => (a < b ? a : b));
  const users = await sumsPerUser(
    db,
    { accountId },
    { from: earliest, to: today },
  );
  return froms.map(
    (from) =>
      users.filter(
        (user) => user.lastActive !== null && user.lastActive >= from,
      ).length,
  );
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
    activeUsersSince(db, accountId, windows, today),
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
