import { stat } from 'node:fs/promises';
import {
  exportRequestSchema,
  mayExport,
  type ExportRequest,
} from '@edge/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { JobError, type JobHandler } from '../../jobs/index';
import type { Mailer } from '../../plugins/mailer';
import { addHours } from '../../shared/time';
import { getUserInfo } from '../auth/index';
import { hitsOfRows, type SearchEngine } from '../search/index';
import { runDashboardExport } from './dashboard-pdf/dashboard-export';
import {
  deleteExportFile,
  ensureExportsDir,
  exportFilePath,
  newExportFileName,
} from './export-files';
import { recordExportedCompanies } from './export-companies.repository';
import { exportReadyMail } from './export-mail';
import { extensionOf } from './export-naming';
import { exportRows, tooManyRowsText } from './export-rows';
import { findExportById, updateExport } from './exports.repository';
import { openExportWriter } from './export-writer';

export const EXPORT_JOB = 'export';

export interface ExportJobDeps {
  db: Db;
  engine: SearchEngine;
  config: Pick<Config, 'dataDir' | 'exports' | 'publicUrl'>;
  mailer: Mailer;
}

const payloadSchema = z.object({ exportId: z.number().int() });
// Hits are read and written a batch at a time: flat memory at any size.
const BATCH = 500;

/** The stored request, read back with the schema it was accepted by. */
export function parseStoredRequest(text: string): ExportRequest {
  return exportRequestSchema.parse(JSON.parse(text));
}

/**
 * Writes an export's file: the rows the request matches now (the search's
 * or the favorites'), within the user's permitted states now, in the order
 * the user saw them.
 */
export function exportJobHandler(deps: ExportJobDeps): JobHandler {
  const { db, config } = deps;
  return async (job, ctx) => {
    const { exportId } = payloadSchema.parse(job.payload);
    const row = await findExportById(db, exportId);
    // Finished by an earlier attempt, or removed: nothing to do.
    if (!row || row.process_status !== 'PROCESSING' || !row.request) return;
    const request = parseStoredRequest(row.request);
    const user = await getUserInfo({ db }, row.user_id, '');
    if (!mayExport(user, request.module)) {
      throw new JobError('You may no longer export from this module.');
    }
    if (request.kind === 'dashboard') {
      return runDashboardExport(deps, { row, request, user }, ctx);
    }
    const limit = config.exports.maxRows;
    const { index, criteria, rows } = await exportRows(
      { db, engine: deps.engine, user },
      request,
      limit + 1,
    );
    if (rows.length > limit) {
      throw new JobError(tooManyRowsText(request, limit));
    }
    // A file left by an interrupted attempt goes first.
    await deleteExportFile(config.dataDir, row.file_path);
    await ensureExportsDir(config.dataDir);
    const fileName = newExportFileName(extensionOf(request));
    const path = exportFilePath(config.dataDir, fileName);
    await updateExport(db, exportId, {
      file_path: fileName,
      rows_total: rows.length,
    });
    const file = await openExportWriter(db, request, path, user);
    try {
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.subarray(start, start + BATCH);
        const hits = await hitsOfRows(db, index, criteria, batch);
        await recordExportedCompanies(db, exportId, start, hits);
        await file.write(hits);
        await ctx.progress(start + batch.length, rows.length);
      }
      await file.close();
    } catch (error) {
      await file.abort();
      await deleteExportFile(config.dataDir, fileName);
      await updateExport(db, exportId, { file_path: null });
      throw error;
    }
    const finished = new Date();
    await updateExport(db, exportId, {
      process_status: 'COMPLETED',
      rows_written: rows.length,
      file_bytes: (await stat(path)).size,
      finished_at: finished.toISOString(),
      expires_at: addHours(finished, config.exports.fileHours),
    });
    // 'Email Sent' only once the mail server took the message.
    await deps.mailer.send(
      exportReadyMail(user, row, rows.length, config.publicUrl),
    );
    await updateExport(db, exportId, { mail_sent: 1 });
  };
}
