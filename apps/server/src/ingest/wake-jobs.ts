import { ALERTS_DELIVER_JOB } from '../data-model/event-tables';
import { OPPORTUNITY_SCORES_JOB } from '../data-model/opportunity-tables';
import type { Db } from '../db/database';
import { nowIso } from '../shared/time';

/**
 * After an import changed data, the queued jobs that read it are due now:
 * the alert delivery (queued at the server's start and every minute
 * after), so new events and saved searches' new matches reach users
 * within a second or two of the import's end instead of at the next
 * minute; and the daily opportunity scoring, so the results' scores and
 * sort follow the new data today, not tomorrow. Without queued jobs (no
 * server has run yet), the next start runs them.
 */
export async function bringJobsForward(db: Db): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('jobs')
    .set({ run_after: now, updated_at: now })
    .where('kind', 'in', [ALERTS_DELIVER_JOB, OPPORTUNITY_SCORES_JOB])
    .where('status', '=', 'queued')
    .where('run_after', '>', now)
    .execute();
}
