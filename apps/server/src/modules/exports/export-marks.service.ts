import {
  DOWNLOADS_SUFFIX,
  EXPORT_MARK_DAYS,
  type ExportMark,
  type ExportMarks,
  type Module,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../../plugins/access';
import { addHours } from '../../shared/time';
import { modulesForState } from '../companies/index';
import {
  findAccountExportsOf,
  type ExportMarkRow,
} from './export-companies.repository';

/** 'Jane Smith' as 'J. Smith', the mark's way of naming a colleague. */
export function shortName(first: string, last: string): string {
  const initial = first.trim().charAt(0);
  const surname = last.trim();
  if (!initial) return surname;
  return surname ? `${initial.toUpperCase()}. ${surname}` : first.trim();
}

/**
 * GET /api/v1/exports/marks: of the asked companies, those written by a
 * completed export of someone of the user's account in the last 90 days,
 * each with the latest such export. A company outside the user's
 * permitted states in the module is never answered.
 */
export async function exportMarksOf(
  db: Db,
  auth: RequestAuth,
  query: { module: Module; muns: readonly string[] },
  now = new Date(),
): Promise<ExportMarks> {
  const rows = await findAccountExportsOf(db, {
    accountId: auth.accountId,
    module: DOWNLOADS_SUFFIX[query.module],
    muns: query.muns,
    since: addHours(now, -24 * EXPORT_MARK_DAYS),
  });
  const latest = new Map<string, ExportMarkRow>();
  for (const row of rows) {
    const visible =
      row.state !== null &&
      modulesForState(auth, row.state).includes(query.module);
    // Newest first: the first row of a company is its latest export.
    if (visible && !latest.has(row.muns)) latest.set(row.muns, row);
  }
  const marks: ExportMark[] = [...latest.values()].map((row) => ({
    muns: row.muns,
    exported_at: row.finished_at,
    exported_by: shortName(row.first_name, row.last_name),
  }));
  return { marks };
}
