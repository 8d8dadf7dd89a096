import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ExportRow, ExportsTable } from './exports.table';

export async function insertExport(
  db: Db,
  row: Insertable<ExportsTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('exports')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A user's exports of one module requested since `since`, newest first. */
export async function listUserExports(
  db: Db,
  userId: number,
  module: ExportsTable['module'],
  since: string,
): Promise<ExportRow[]> {
  return db
    .selectFrom('exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('module', '=', module)
    .where('requested_at', '>=', since)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
