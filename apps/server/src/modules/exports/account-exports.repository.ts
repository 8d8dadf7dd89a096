import type { Db } from '../../db/database';
import {
  countOwnerExports,
  selectOwnerExports,
  type ExportWithJob,
} from './exports.repository';
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
  const owner = { accountId };
  const rows = await selectOwnerExports(db, owner, module, page)
    .innerJoin('users', 'users.id', 'exports.user_id')
    .select(['users.first_name', 'users.last_name'])
    .execute();
  return { total: await countOwnerExports(db, owner, module), rows };
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
