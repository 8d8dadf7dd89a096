import {
  activityCounterOf,
  type ActivityAction,
  type ActivityCounter,
  type Module,
} from '@edge/contracts';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { activityNow } from '../../shared/as-of';
import { nowIso } from '../../shared/time';
import { addRollups } from './activity-rollups';
import { RecentKeys, REPEAT_WINDOW_MS } from './recent-keys';

/** One thing a user did, as a caller hands it to the activity log. */
export interface ActivityEntry {
  accountId: number;
  userId: number;
  action: ActivityAction;
  module?: Module | null;
  summary?: string;
  resultCount?: number | null;
  at?: Date;
}

export interface ActivityWriterOptions {
  // How long an entry may wait before its batch is written.
  flushMs?: number;
  // A batch is written at once when it reaches this size.
  maxBatch?: number;
  // Entries kept while the database refuses them; the oldest go first.
  maxPending?: number;
}

// Internal staff are never identified by analytics (SPEC §6).
const STAFF_ACCOUNT_TYPE = 7;
const SUMMARY_MAX = 500;

interface PendingEntry extends Required<Omit<ActivityEntry, 'at'>> {
  at: string;
}

type DailyKey = string;
interface DailyRow {
  account_id: number;
  user_id: number;
  day: string;
  module: string;
  counters: Record<ActivityCounter, number>;
}

const emptyCounters = (): Record<ActivityCounter, number> => ({
  sign_ins: 0,
  failed_sign_ins: 0,
  searches: 0,
  company_views: 0,
  exports: 0,
  changes: 0,
});

/**
 * The activity log's writer: `record` only queues, so the user's request
 * never waits for, nor fails with, the log; batches are written off the
 * request path, each with its daily counters and their weekly, monthly and
 * per-account rollups in one transaction. A batch
 * the database refuses is logged and kept for the next try, up to a bound.
 */
export class ActivityWriter {
  private pending: PendingEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushMs: number;
  private readonly maxBatch: number;
  private readonly maxPending: number;
  private readonly repeats = new RecentKeys(REPEAT_WINDOW_MS);

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: ActivityWriterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 200;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxPending = options.maxPending ?? 50_000;
  }

  /** Queues an entry; never throws, never waits. */
  record(entry: ActivityEntry): void {
    try {
      this.pending.push({
        accountId: entry.accountId,
        userId: entry.userId,
        action: entry.action,
        module: entry.module ?? null,
        summary: (entry.summary ?? '').slice(0, SUMMARY_MAX),
        resultCount: entry.resultCount ?? null,
        // Now, unless the caller plays the past (shared/as-of.ts).
        at: nowIso(entry.at ?? activityNow()),
      });
      if (this.pending.length > this.maxPending) {
        this.pending.splice(0, this.pending.length - this.maxPending);
        this.log.warn('activity log: backlog full, oldest entries dropped');
      }
      if (this.pending.length >= this.maxBatch) void this.flush();
      else this.schedule();
    } catch (error) {
      this.log.error({ err: error }, 'activity log: entry not queued');
    }
  }

  /**
   * Records an entry unless the same user did the same thing (`sameness`:
   * the criteria, the company) within the repeat window: a result page, a
   * sort, a map move or a refetch of one search or company view counts
   * once. The summary is written only when recorded; nothing here throws.
   */
  recordOnce(
    entry: Omit<ActivityEntry, 'summary'>,
    sameness: string,
    summary: () => string,
  ): void {
    try {
      const key = createHash('sha1')
        .update(
          `${entry.userId}|${entry.action}|${entry.module ?? ''}|${sameness}`,
        )
        .digest('base64');
      if (this.repeats.isRepeat(key, activityNow().getTime())) return;
      this.record({ ...entry, summary: summary() });
    } catch (error) {
      this.log.error({ err: error }, 'activity log: entry not queued');
    }
  }

  /** Writes everything queued so far; resolves when it is written or logged. */
  flush(): Promise<void> {
    this.clearTimer();
    this.writing = this.writing.then(() => this.writeQueued());
    return this.writing;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async writeQueued(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.writeBatch(batch);
      } catch (error) {
        // Keep them for the next flush; the user's work is unaffected.
        this.pending.unshift(...batch);
        this.log.error({ err: error }, 'activity log: batch not written');
        this.schedule();
        return;
      }
    }
  }

  private async writeBatch(batch: PendingEntry[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const staff = await staffAccounts(trx, batch);
      const rows = batch.map((entry) => ({
        at: entry.at,
        day: entry.at.slice(0, 10),
        account_id: entry.accountId,
        user_id: staff.has(entry.accountId) ? null : entry.userId,
        module: entry.module ?? '',
        action: entry.action,
        summary: entry.summary,
        result_count: entry.resultCount,
      }));
      await trx.insertInto('activity_log').values(rows).execute();
      const daily = [...dailyRows(batch, staff).values()];
      for (const row of daily) {
        await addDaily(trx, row);
      }
      await addRollups(trx, daily);
    });
  }
}

async function staffAccounts(db: Db, batch: PendingEntry[]) {
  const ids = [...new Set(batch.map((entry) => entry.accountId))];
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', 'in', ids)
    .where('account_type', '=', STAFF_ACCOUNT_TYPE)
    .execute();
  return new Set(rows.map((row) => row.id));
}

function dailyRows(batch: PendingEntry[], staff: Set<number>) {
  const rows = new Map<DailyKey, DailyRow>();
  for (const entry of batch) {
    if (staff.has(entry.accountId)) continue;
    const day = entry.at.slice(0, 10);
    const module = entry.module ?? '';
    const key = `${entry.userId}|${day}|${module}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        account_id: entry.accountId,
        user_id: entry.userId,
        day,
        module,
        counters: emptyCounters(),
      };
      rows.set(key, row);
    }
    row.counters[activityCounterOf(entry.action)] += 1;
  }
  return rows;
}

async function addDaily(db: Db, row: DailyRow): Promise<void> {
  const { counters, ...key } = row;
  await db
    .insertInto('activity_daily')
    .values({ ...key, ...counters })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'module']).doUpdateSet((eb) => ({
        sign_ins: eb(
          'activity_daily.sign_ins',
          '+',
          eb.ref('excluded.sign_ins'),
        ),
        failed_sign_ins: eb(
          'activity_daily.failed_sign_ins',
          '+',
          eb.ref('excluded.failed_sign_ins'),
        ),
        searches: eb(
          'activity_daily.searches',
          '+',
          eb.ref('excluded.searches'),
        ),
        company_views: eb(
          'activity_daily.company_views',
          '+',
          eb.ref('excluded.company_views'),
        ),
        exports: eb('activity_daily.exports', '+', eb.ref('excluded.exports')),
        changes: eb('activity_daily.changes', '+', eb.ref('excluded.changes')),
      })),
    )
    .execute();
}
