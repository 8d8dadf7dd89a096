import { EXPORT_MARK_DAYS } from '@edge/contracts';
import type { Db } from '../../db/database';
import { enqueueJob, type JobHandler } from '../../jobs/index';
import { addHours } from '../../shared/time';
import { pruneExportedCompanies } from './export-companies.repository';
import { deleteExportFile } from './export-files';

export const EXPORT_CLEANUP_JOB = 'export-cleanup';
const EVERY_MS = 3_600_000;

/**
 * Deletes the files whose time ran out (EXPORT_FILE_HOURS after they were
 * written); their rows stay in the history without a link.
 */
export async function deleteExpiredExportFiles(
  db: Db,
  dataDir: string,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .selectFrom('exports')
    .select(['id', 'file_path'])
    .where('file_path', 'is not', null)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  for (const row of rows) {
    await deleteExportFile(dataDir, row.file_path);
    await db
      .updateTable('exports')
      .set({ file_path: null })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/** Queues the next clean-up unless one is already waiting. */
export async function scheduleExportCleanup(
  db: Db,
  runAfter: Date,
): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', EXPORT_CLEANUP_JOB)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (!waiting) {
    await enqueueJob(db, { kind: EXPORT_CLEANUP_JOB, payload: {}, runAfter });
  }
}

/** The hourly clean-up: this run's deletions, then the next run. */
export function exportCleanupHandler(dataDir: string): JobHandler {
  return async (_job, { db }) => {
    await deleteExpiredExportFiles(db, dataDir);
    // Past the marks' window (a day's margin), who exported what goes.
    await pruneExportedCompanies(
      db,
      addHours(new Date(), -24 * (EXPORT_MARK_DAYS + 1)),
    );
    await scheduleExportCleanup(db, new Date(Date.now() + EVERY_MS));
  };
}
