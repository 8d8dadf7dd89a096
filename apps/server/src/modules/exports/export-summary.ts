import {
  describeCriteria,
  formatCount,
  NO_FILTERS_SUMMARY,
  type TableExport,
} from '@edge/contracts';

const ticked = (count: number, one: string, many: string) =>
  `${formatCount(count)} ticked ${count === 1 ? one : many}`;

/**
 * What a table export holds, in words, kept with it for Track Exports:
 * 'TX · 50-500 employees', '3 ticked companies of TX · ...', or 'All
 * favorites'.
 */
export function exportSummaryOf(request: TableExport): string {
  if (request.kind === 'favorites') {
    return request.muns
      ? ticked(request.muns.length, 'favorite', 'favorites')
      : 'All favorites';
  }
  const criteria = describeCriteria(request.module, request.criteria);
  if (!request.muns) return criteria;
  const rows = ticked(request.muns.length, 'company', 'companies');
  return criteria === NO_FILTERS_SUMMARY ? rows : `${rows} of ${criteria}`;
}
