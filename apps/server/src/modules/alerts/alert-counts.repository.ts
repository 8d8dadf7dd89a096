import type { Db } from '../../db/database';
import type { AlertApplicationColumn } from './alerts.table';

export interface AlertCounts {
  total: number;
  unchecked: number;
}

/**
 * A user's alert counts of one application from the counter row the
 * triggers of migration 0027 keep: one primary-key read.
 */
export async function readAlertCounts(
  db: Db,
  userId: number,
  application: AlertApplicationColumn,
): Promise<AlertCounts> {
  const row = await db
    .selectFrom('alert_counts')
    .select(['total', 'unchecked'])
    .where('user_id', '=', userId)
    .where('application', '=', application)
    .executeTakeFirst();
  return {
    total: Number(row?.total ?? 0),
    unchecked: Number(row?.unchecked ?? 0),
  };
}
