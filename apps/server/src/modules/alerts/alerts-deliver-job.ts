import { ALERTS_DELIVER_JOB } from '../../data-model/event-tables';
import type { Db } from '../../db/database';
import { enqueueJob, type JobHandler, type JobLog } from '../../jobs/index';
import { nowIso } from '../../shared/time';
import type { SearchEngine } from '../search/index';
import { deliverAlerts } from './alert-delivery';
import { checkSavedSearches } from './saved-search-checks';

export { ALERTS_DELIVER_JOB };
const EVERY_MS = 60_000;
// One run's share of the runner before it lets other jobs go first.
const BUDGET_MS = 20_000;

/**
 * Queues the next delivery unless one is already waiting; a waiting one
 * due later is brought forward to `runAfter`.
 */
export async function scheduleAlertsDelivery(
  db: Db,
  runAfter: Date,
): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select(['id', 'run_after'])
    .where('kind', '=', ALERTS_DELIVER_JOB)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (!waiting) {
    await enqueueJob(db, { kind: ALERTS_DELIVER_JOB, payload: {}, runAfter });
  } else if (waiting.run_after > nowIso(runAfter)) {
    await db
      .updateTable('jobs')
      .set({ run_after: nowIso(runAfter), updated_at: nowIso() })
      .where('id', '=', waiting.id)
      .where('status', '=', 'queued')
      .execute();
  }
}

export interface AlertsDeliverDeps {
  engine: SearchEngine;
  log: JobLog;
}

/**
 * Every minute: saved searches' new matches become events, then every new
 * event becomes the alerts of its subscribers. Each run queues the next,
 * failed or not, unless the runner gave it back (it then runs again).
 */
export function alertsDeliverHandler(deps: AlertsDeliverDeps): JobHandler {
  return async (_job, { db, signal }) => {
    let hasMore = false;
    try {
      await checkSavedSearches({ db, engine: deps.engine, log: deps.log });
      ({ hasMore } = await deliverAlerts(db, { signal, budgetMs: BUDGET_MS }));
    } finally {
      if (!signal.aborted) {
        const delay = hasMore ? 0 : EVERY_MS;
        await scheduleAlertsDelivery(db, new Date(Date.now() + delay));
      }
    }
  };
}
