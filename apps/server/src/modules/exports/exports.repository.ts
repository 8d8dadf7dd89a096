import type { Insertable, Updateable } from 'kysely';
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

/** A user's exports requested since a time (both modules). */
export async function countUserExportsSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  const { count } = await db
    .selectFrom('exports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('requested_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * A user's exports still at work: PROCESSING, and their job neither failed
 * nor cancelled (a job given up by recovery leaves its row PROCESSING).
 */
export async function countUserRunningExports(
  db: Db,
  userId: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('exports')
    .leftJoin('jobs', 'jobs.id', 'exports.job_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('exports.user_id', '=', userId)
    .where('exports.process_status', '=', 'PROCESSING')
    .where((eb) =>
      eb.or([
        eb('jobs.status', 'is', null),
        eb('jobs.status', 'in', ['queued', 'running']),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** An export with its job's state, as its owner sees it. */
export function selectExportWithJob(db: Db) {
  return db
    .selectFrom('exports')
    .leftJoin('jobs', 'jobs.id', 'exports.job_id')
    .selectAll('exports')
    .select([
      'jobs.status as job_status',
      'jobs.error as job_error',
      'jobs.progress_done as job_done',
      'jobs.progress_total as job_total',
    ]);
}

export type ExportWithJob = Awaited<
  ReturnType<ReturnType<typeof selectExportWithJob>['executeTakeFirstOrThrow']>
>;

export async function findUserExport(
  db: Db,
  userId: number,
  id: number,
): Promise<ExportWithJob | undefined> {
  return selectExportWithJob(db)
    .where('exports.id', '=', id)
    .where('exports.user_id', '=', userId)
    .where('exports.removed_at', 'is', null)
    .executeTakeFirst();
}

export async function findExportById(
  db: Db,
  id: number,
): Promise<ExportRow | undefined> {
  return db
    .selectFrom('exports')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateExport(
  db: Db,
  id: number,
  values: Updateable<ExportsTable>,
): Promise<void> {
  await db.updateTable('exports').set(values).where('id', '=', id).execute();
}

/** A user's exports of one module requested since `since`, newest first. */
export async function listUserExports(
  db: Db,
  userId: number,
  module: ExportsTable['module'],
  since: string,
): Promise<ExportWithJob[]> {
  return selectExportWithJob(db)
    .where('exports.user_id', '=', userId)
    .where('exports.module', '=', module)
    .where('exports.removed_at', 'is', null)
    .where('exports.requested_at', '>=', since)
    .orderBy('exports.requested_at', 'desc')
    .orderBy('exports.id', 'desc')
    .execute();
}

/** Hides an export from its user's lists; the limits still count it. */
export async function removeExport(
  db: Db,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('exports')
    .set({ removed_at: now.toISOString(), file_path: null })
    .where('id', '=', id)
    .execute();
}

/** Whose exports a page lists: one user's, or every user's of an account. */
export type ExportsOwner = { userId: number } | { accountId: number };

const ownerColumn = (owner: ExportsOwner) =>
  'userId' in owner
    ? (['user_id', owner.userId] as const)
    : (['account_id', owner.accountId] as const);

/** The count of an owner's exports of one module (not removed). */
export async function countOwnerExports(
  db: Db,
  owner: ExportsOwner,
  module: ExportsTable['module'],
): Promise<number> {
  const [column, id] = ownerColumn(owner);
  const { count } = await db
    .selectFrom('exports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', id)
    .where('module', '=', module)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** An owner's exports of one module (not removed), newest first. */
export function selectOwnerExports(
  db: Db,
  owner: ExportsOwner,
  module: ExportsTable['module'],
  page: { offset: number; limit: number },
) {
  const [column, id] = ownerColumn(owner);
  return selectExportWithJob(db)
    .where(`exports.${column}`, '=', id)
    .where('exports.module', '=', module)
    .where('exports.removed_at', 'is', null)
    .orderBy('exports.requested_at', 'desc')
    .orderBy('exports.id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
}

/** A page of a user's exports of one module, newest first, and their count. */
export async function pageUserExports(
  db: Db,
  userId: number,
  module: ExportsTable['module'],
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ExportWithJob[] }> {
  const owner = { userId };
  return {
    total: await countOwnerExports(db, owner, module),
    rows: await selectOwnerExports(db, owner, module, page).execute(),
  };
}
