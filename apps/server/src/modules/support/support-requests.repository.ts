import type { Db } from '../../db/database';
import type {
  NewSupportRequestRow,
  SupportRequestRow,
  SupportRequestStatus,
} from './support.table';

export function insertSupportRequest(
  db: Db,
  row: NewSupportRequestRow,
): Promise<SupportRequestRow> {
  return db
    .insertInto('support_requests')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Requests of the user since a time, but those whose mail failed. */
export async function countUserRequestsSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('support_requests')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records what became of the request's mail. */
export async function setRequestStatus(
  db: Db,
  id: number,
  status: SupportRequestStatus,
  mailedAt: string | null,
): Promise<void> {
  await db
    .updateTable('support_requests')
    .set({ status, mailed_at: mailedAt })
    .where('id', '=', id)
    .execute();
}
