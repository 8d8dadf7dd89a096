import { ALERTS_DELIVER_JOB } from '../data-model/event-tables';
import type { Db } from '../db/database';
import { nowIso } from '../shared/time';

/**
 * After an import changed data, the queued alert delivery (the server's
 * job, queued at its start and every minute after) is due now: the new
 * events, and saved searches' new matches, reach users within a second
 * or two of the import's end instead of at the next minute. Without a
 * queued delivery (no server has run yet), the next start delivers them.
 */
export async function bringAlertDeliveryForward(db: Db): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('jobs')
    .set({ run_after: now, updated_at: now })
    .where('kind', '=', ALERTS_DELIVER_JOB)
    .where('status', '=', 'queued')
    .where('run_after', '>', now)
    .execute();
}
