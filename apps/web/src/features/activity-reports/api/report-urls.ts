import type { ActivitySortField } from '@edge/contracts';

export const ACTIVITY_API = '/api/v1/admin/activity';

/** Where a report's figures come from: its path under ACTIVITY_API. */
export type ReportSource =
  '/report' | '/generic' | '/group' | `/groups/${number}`;

export interface ReportRange {
  from: string;
  to: string;
}

/** The report's JSON address for a range. */
export function reportUrl(source: string, range: ReportRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `${ACTIVITY_API}${source}?${query}`;
}

/** The report's CSV download, in the table's order. */
export function reportCsvUrl(
  source: string,
  range: ReportRange,
  sort?: { field: ActivitySortField; direction: 'asc' | 'desc' },
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (sort) {
    query.set('sort', sort.field);
    query.set('direction', sort.direction);
  }
  return `${ACTIVITY_API}${source}/csv?${query}`;
}

/** The Usage Report as CSV (it has no range: always as of today). */
export const USAGE_CSV_URL = '/api/v1/admin/usage/csv';
