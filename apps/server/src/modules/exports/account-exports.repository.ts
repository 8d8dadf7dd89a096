import type { Db } from '../../db/database';
import { selectExportWithJob, type ExportWithJob } from './exports.repository';
import type { ExportsTable } from './exports.table';

export type AccountExportRow = ExportWithJob & {
  first_name: string;
  last_name: string;
};

/**
 * A page of the exports of an account's users in one module, newest
 * first, with who asked for each, and their count.
 */
export async function pageAccountExports(
  db: Db,
  accountId: number,
  module: ExportsTable['module'],
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: AccountExportRow[] }> {
  const { count } = await db
    .selectFrom('exports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('module', '=', module)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const rows = await selectExportWithJob(db)
    .innerJoin('users', 'users.id', 'exports.user_id')
    .select(['users.first_name', 'users.last_name'])
    .where('exports.account_id', '=', accountId)
    .where('exports.module', '=', module)
    .where('exports.removed_at', 'is', null)
    .orderBy('exports.requested_at', 'desc')
    .orderBy('exports.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count), rows };
}

/** A user's first and last name. */
export async function findUserName(
  db: Db,
  userId: number,
): Promise<{ first_name: string; last_name: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
