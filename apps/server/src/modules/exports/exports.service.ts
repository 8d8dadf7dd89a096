import {
  DOWNLOADS_SUFFIX,
  EXPORT_HISTORY_WINDOW_HOURS,
  hasModule,
  mayExport,
  type DownloadsResponse,
  type ExportCreated,
  type ExportJob,
  type ExportRequest,
  type Module,
  type TableExport,
  type UserInfo,
} from '@edge/contracts';
import type { Insertable } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { lockUserRow } from '../../db/lock-user-row';
import { enqueueJob, requestCancel, type JobRunner } from '../../jobs/index';
import type { RequestAuth } from '../../plugins/access';
import { ForbiddenError } from '../../shared/errors';
import { addHours } from '../../shared/time';
import { getUserInfo } from '../auth/index';
import type { ActivityWriter } from '../activity/index';
import { requireAccountFlag } from '../feature-flags/index';
import type { SearchEngine } from '../search/index';
import { deleteExportFile, exportFilePath } from './export-files';
import { planDashboardExport } from './dashboard-pdf/dashboard-export';
import { EXPORT_JOB } from './export-job';
import { checkRowCount, exportRows } from './export-rows';
import { fileNameOf, reportTypeOf } from './export-naming';
import { exportSummaryOf } from './export-summary';
import {
  downloadUrlOf,
  effectiveStatus,
  toExportJob,
  toHistoryRow,
} from './export-status';
import {
  countUserExportsSince,
  countUserRunningExports,
  findUserExport,
  insertExport,
  listUserExports,
  pageUserExports,
  removeExport,
  updateExport,
} from './exports.repository';
import type { ExportsTable } from './exports.table';
import {
  dailyLimitError,
  ExportError,
  runningLimitError,
} from './exports.errors';

export type DownloadsSuffix = ExportsTable['module'];

/** SPEC §2, §9: the user's exports of the last 48 hours, newest first. */
export async function listRecentDownloads(
  db: Db,
  userId: number,
  suffix: DownloadsSuffix,
  now = new Date(),
): Promise<DownloadsResponse> {
  const since = addHours(now, -EXPORT_HISTORY_WINDOW_HOURS);
  const rows = await listUserExports(db, userId, suffix, since);
  return { downloads: rows.map((row) => toHistoryRow(row, now)) };
}

/** Records an export row as given (the history's tests use it). */
export function recordExport(
  db: Db,
  row: Insertable<ExportsTable>,
): Promise<number> {
  return insertExport(db, row);
}

export interface ExportsDeps {
  db: Db;
  engine: SearchEngine;
  config: Pick<Config, 'dataDir' | 'exports'>;
  jobs: Pick<JobRunner, 'wake'>;
  // The activity log: each export asked for is one entry (never awaited).
  activity?: Pick<ActivityWriter, 'record'>;
}

/**
 * POST /api/v1/exports: checks who asks and what, then records the export
 * and its job in one transaction under the user's row lock, so the daily
 * and running limits hold under parallel requests.
 */
export async function createExport(
  deps: ExportsDeps,
  auth: RequestAuth,
  request: ExportRequest,
  now = new Date(),
): Promise<ExportCreated> {
  const { db, config } = deps;
  const user = await getUserInfo({ db }, auth.userId, auth.publicSessionId);
  if (!hasModule(user.products, request.module)) throw new ForbiddenError();
  if (!mayExport(user, request.module)) throw new ForbiddenError();
  // The Dashboard PDF is behind its flag, per account (decision 0033).
  if (request.kind === 'dashboard') {
    await requireAccountFlag(db, user.account_id, 'dashboard-pdf-export');
  }
  const plan =
    request.kind === 'dashboard'
      ? await planDashboardExport(db, user, request, now)
      : await planTableExport(deps, user, request, now);
  const id = await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.id);
    const { perDay, atOnce } = config.exports;
    const today = await countUserExportsSince(trx, user.id, addHours(now, -24));
    if (today >= perDay) throw dailyLimitError(perDay);
    if ((await countUserRunningExports(trx, user.id)) >= atOnce) {
      throw runningLimitError(atOnce);
    }
    const exportId = await insertExport(trx, {
      user_id: user.id,
      account_id: user.account_id,
      module: DOWNLOADS_SUFFIX[request.module],
      requested_at: now.toISOString(),
      report_type: plan.reportType,
      process_status: 'PROCESSING',
      mail_sent: 0,
      file_name: plan.fileName,
      download_url: null,
      kind: request.kind,
      format: request.format,
      column_set: plan.columnSet,
      request: JSON.stringify(request),
      criteria_summary: plan.summary,
      rows_total: plan.total,
    });
    const jobId = await enqueueJob(trx, {
      kind: EXPORT_JOB,
      payload: { exportId },
    });
    await updateExport(trx, exportId, { job_id: jobId });
    return exportId;
  });
  deps.jobs.wake();
  deps.activity?.record({
    accountId: user.account_id,
    userId: user.id,
    action: 'export',
    module: request.module,
    summary: plan.summary ? `${plan.fileName}: ${plan.summary}` : plan.fileName,
    resultCount: plan.total,
  });
  return { id, process_status: 'PROCESSING' };
}

/** What a table export records: its row count, type, name and columns. */
async function planTableExport(
  deps: ExportsDeps,
  user: UserInfo,
  request: TableExport,
  now: Date,
) {
  const { total } = await exportRows(
    { db: deps.db, engine: deps.engine, user },
    request,
    0,
  );
  checkRowCount(request, total, deps.config.exports.maxRows);
  return {
    total,
    reportType: reportTypeOf(request),
    fileName: fileNameOf(request, now),
    columnSet: request.columns,
    summary: exportSummaryOf(request),
  };
}

/** GET /api/v1/exports/{id}: the user's own export, else 404. */
export async function getExport(
  db: Db,
  userId: number,
  id: number,
  now = new Date(),
): Promise<ExportJob> {
  const row = await findUserExport(db, userId, id);
  if (!row) throw new ExportError('EXPORT_NOT_FOUND');
  return toExportJob(row, now);
}

/** GET /api/v1/exports/{id}/file: the owner's file while it lives. */
export async function exportFileOf(
  deps: Pick<ExportsDeps, 'db' | 'config'>,
  userId: number,
  id: number,
  now = new Date(),
): Promise<{ path: string; fileName: string; extension: string }> {
  const row = await findUserExport(deps.db, userId, id);
  if (!row) throw new ExportError('EXPORT_NOT_FOUND');
  const url = downloadUrlOf(row, effectiveStatus(row).status, now);
  if (!url || !row.file_path) throw new ExportError('EXPORT_FILE_GONE');
  return {
    path: exportFilePath(deps.config.dataDir, row.file_path),
    fileName: row.file_name,
    extension: row.file_path.split('.').at(-1)!,
  };
}

/**
 * DELETE /api/v1/exports/{id}: cancels a running export; a finished one
 * loses its file and leaves the lists (the daily limit still counts it).
 */
export async function deleteExport(
  deps: Pick<ExportsDeps, 'db' | 'config'>,
  userId: number,
  id: number,
): Promise<void> {
  const row = await findUserExport(deps.db, userId, id);
  if (!row) throw new ExportError('EXPORT_NOT_FOUND');
  if (effectiveStatus(row).status === 'PROCESSING' && row.job_id !== null) {
    await requestCancel(deps.db, row.job_id);
    return;
  }
  await deleteExportFile(deps.config.dataDir, row.file_path);
  await removeExport(deps.db, id, new Date());
}

/** GET /api/v1/exports: the user's exports of a module, beyond 48 hours. */
export async function listExports(
  db: Db,
  userId: number,
  query: { module: Module; page: number; pageSize: number },
  now = new Date(),
): Promise<{ total: number; exports: ExportJob[] }> {
  const { total, rows } = await pageUserExports(
    db,
    userId,
    DOWNLOADS_SUFFIX[query.module],
    { offset: query.page * query.pageSize, limit: query.pageSize },
  );
  return { total, exports: rows.map((row) => toExportJob(row, now)) };
}
