import { stat } from 'node:fs/promises';
import type { DashboardExport, UserInfo } from '@edge/contracts';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { JobError, type JobContext } from '../../../jobs/index';
import type { Mailer } from '../../../plugins/mailer';
import { addHours } from '../../../shared/time';
import {
  CompanyError,
  requireCompany,
  type CompanyUser,
} from '../../companies/index';
import {
  deleteExportFile,
  ensureExportsDir,
  exportFilePath,
  newExportFileName,
} from '../export-files';
import { exportReadyMail } from '../export-mail';
import { fileStamp } from '../export-naming';
import { updateExport } from '../exports.repository';
import type { ExportRow } from '../exports.table';
import { loadDashboard } from './dashboard-content';
import { writeDashboardPdf } from './write-dashboard-pdf';

/** SPEC §2: the Export Type whose link opens in a new tab. */
export const DASHBOARD_REPORT_TYPE = 'Dashboard PDF';

/** Edge-PC-Dashboard-Acme-Tool-and-Die-20261127-1005.pdf */
export function dashboardFileName(
  module: DashboardExport['module'],
  companyName: string,
  at: Date,
): string {
  // A name any system saves and any header carries: ASCII, no spaces.
  const company =
    companyName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'Company';
  return `Edge-${module.toUpperCase()}-Dashboard-${company}-${fileStamp(at)}.pdf`;
}

/**
 * What POST /api/v1/exports records for a dashboard PDF, once the company
 * is one the user may see in the module (else 403 or 404, as the company
 * routes answer): one company, its name in the file name.
 */
export async function planDashboardExport(
  db: Db,
  user: CompanyUser,
  request: DashboardExport,
  now: Date,
) {
  const company = await requireCompany(db, user, request.muns, request.module);
  return {
    total: 1,
    reportType: DASHBOARD_REPORT_TYPE,
    fileName: dashboardFileName(request.module, company.name, now),
    columnSet: null,
    summary: `Dashboard of ${company.name}`,
  };
}

export interface DashboardJobDeps {
  db: Db;
  config: Pick<Config, 'dataDir' | 'exports' | 'publicUrl'>;
  mailer: Mailer;
}

interface DashboardJob {
  row: ExportRow;
  request: DashboardExport;
  user: UserInfo;
}

async function contentOf(db: Db, { request, user }: DashboardJob) {
  try {
    return await loadDashboard(db, user, request.module, request.muns);
  } catch (error) {
    // Checked again when the job runs: the user's states may have changed.
    if (error instanceof CompanyError) {
      throw new JobError(
        error.code === 'COMPANY_NOT_FOUND'
          ? 'The company is no longer on file.'
          : 'The company is no longer in the states your subscription covers.',
      );
    }
    throw error;
  }
}

/** The export job of a dashboard PDF: reads the reports, writes the file. */
export async function runDashboardExport(
  deps: DashboardJobDeps,
  job: DashboardJob,
  ctx: Pick<JobContext, 'progress'>,
): Promise<void> {
  const { db, config } = deps;
  const { row } = job;
  const content = await contentOf(db, job);
  await ctx.progress(0, 1);
  // A file left by an interrupted attempt goes first.
  await deleteExportFile(config.dataDir, row.file_path);
  await ensureExportsDir(config.dataDir);
  const fileName = newExportFileName('pdf');
  const path = exportFilePath(config.dataDir, fileName);
  await updateExport(db, row.id, { file_path: fileName, rows_total: 1 });
  try {
    await writeDashboardPdf(path, content, new Date());
    await ctx.progress(1, 1);
  } catch (error) {
    await deleteExportFile(config.dataDir, fileName);
    await updateExport(db, row.id, { file_path: null });
    throw error;
  }
  const finished = new Date();
  await updateExport(db, row.id, {
    process_status: 'COMPLETED',
    rows_written: 1,
    file_bytes: (await stat(path)).size,
    finished_at: finished.toISOString(),
    expires_at: addHours(finished, config.exports.fileHours),
  });
  // 'Email Sent' only once the mail server took the message.
  await deps.mailer.send(exportReadyMail(job.user, row, 1, config.publicUrl));
  await updateExport(db, row.id, { mail_sent: 1 });
}
