import type { ActivityLogPage } from '@edge/contracts';
import type { Db } from '../../../db/database';
import { logPage } from './activity-reports.repository';

/** One page of the account's log entries, newest first. */
export async function activityLog(
  db: Db,
  accountId: number,
  page: number,
  pageSize: number,
): Promise<ActivityLogPage> {
  const rows = await logPage(db, accountId, page * pageSize, pageSize + 1);
  return {
    page,
    pageSize,
    hasMore: rows.length > pageSize,
    entries: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      at: row.at,
      username: row.username,
      action: row.action,
      module: row.module,
      summary: row.summary,
      resultCount: row.result_count,
    })),
  };
}
