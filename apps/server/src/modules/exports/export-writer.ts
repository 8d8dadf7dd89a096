import {
  EB_SHOWN_COLUMNS,
  PC_SHOWN_COLUMNS,
  PIPELINE_STAGE_COLUMN,
  type UserInfo,
  type EbHit,
  type TableExport,
  type PcHit,
  type ShownColumn,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { newFactBatch } from '../company-reports/index';
import { stageLabels } from './export-stages';
import { openCrmZip } from './crm/crm-zip';
import {
  profileHeader,
  profileReports,
  profileRows,
  reportsOfCompanies,
  type ReportReader,
} from './profile/profile-rows';
import { timeSlices } from '../../shared/next-turn';
import { openTableFile } from './table-file';

type Hit = PcHit | EbHit;

/** Who exports: what the reports and the pipeline stages are read for. */
export type ExportReader = ReportReader & Pick<UserInfo, 'id' | 'products'>;

/** An export's file, written a batch of companies at a time. */
export interface ExportWriter {
  /** Writes a batch of the export's companies, in the order given. */
  write(hits: readonly Hit[]): Promise<void>;
  /** Ends the file; resolves once every byte is on disk. */
  close(): Promise<void>;
  /** Stops after a failure or a cancel (the caller deletes the file). */
  abort(): Promise<void>;
}

/** The 'As shown' columns of a request: the visible ones, in their order. */
export function shownColumns(request: TableExport): ShownColumn<Hit>[] {
  const all = (
    request.module === 'pc' ? PC_SHOWN_COLUMNS : EB_SHOWN_COLUMNS
  ) as readonly ShownColumn<Hit>[];
  if (!request.shown) return [...all];
  return request.shown.map((key) => all.find((c) => c.key === key)!);
}

/**
 * Opens the file of an export's column set at `path`: the results table
 * as shown, every report fact of the module (full profile), or the CRM
 * import zip; each carries the user's pipeline stage of the company.
 */
export async function openExportWriter(
  db: Db,
  request: TableExport,
  path: string,
  reader: ExportReader,
): Promise<ExportWriter> {
  const muns = (hits: readonly Hit[]) => hits.map((hit) => hit.muns);
  // Requests keep being answered while the rows are written.
  const turn = timeSlices();
  // Lookups (import files, counties) kept across the export's batches.
  const batch = newFactBatch();
  const stagesOf = stageLabels(db, reader, request.module);
  if (request.columns === 'crm') {
    const zip = await openCrmZip(
      db,
      batch,
      path,
      reader,
      stagesOf,
      request.contactRoles,
    );
    return { ...zip, write: (hits) => zip.write(muns(hits)) };
  }
  if (request.columns === 'profile') {
    const file = openTableFile(request.format, path, [
      ...profileHeader(request.module),
      PIPELINE_STAGE_COLUMN,
    ]);
    const reports = profileReports(request.module);
    return {
      async write(hits) {
        const found = await reportsOfCompanies(
          db,
          batch,
          reports,
          muns(hits),
          reader,
        );
        const stageOf = await stagesOf(muns(hits));
        const rows = profileRows(request.module, found);
        for (const [i, row] of rows.entries()) {
          await turn();
          await file.row([...row, stageOf.get(found[i]!.company.muns) ?? '']);
        }
      },
      close: () => file.close(),
      abort: () => file.abort(),
    };
  }
  const columns = shownColumns(request);
  const file = openTableFile(request.format, path, [
    ...columns.map((c) => c.label),
    PIPELINE_STAGE_COLUMN,
  ]);
  return {
    async write(hits) {
      const stageOf = await stagesOf(muns(hits));
      for (const hit of hits) {
        await turn();
        await file.row([
          ...columns.map((c) => c.text(hit)),
          stageOf.get(hit.muns) ?? '',
        ]);
      }
    },
    close: () => file.close(),
    abort: () => file.abort(),
  };
}
