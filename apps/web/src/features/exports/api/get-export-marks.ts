import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EXPORT_MARKS_MAX,
  exportMarksSchema,
  type ExportMark,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { rowBatcher } from '../../../lib/row-batcher';
import { exportKeys } from './get-export-history';

// GET /api/v1/exports/marks?module=pc&muns=a,b,c, one read for a page's rows.
export const fetchExportMark = rowBatcher<ExportMark>(
  EXPORT_MARKS_MAX,
  async (module, muns) => {
    const params = new URLSearchParams({ module, muns: muns.join(',') });
    const { marks } = await apiClient.get(`/api/v1/exports/marks?${params}`, {
      schema: exportMarksSchema,
    });
    return new Map(marks.map((mark) => [mark.muns, mark]));
  },
);

export function exportMarkQueryOptions(module: Module, muns: string) {
  return queryOptions({
    queryKey: [...exportKeys.all, 'mark', module, muns] as const,
    queryFn: () => fetchExportMark(module, muns),
    // A colleague's export may finish any time: each visit asks again.
    staleTime: 0,
    // A mark that cannot load is left out; the results stay usable.
    meta: { errorHandling: 'screen' },
  });
}

/** The latest export of the company by someone of the user's account. */
export function useExportMark(module: Module, muns: string) {
  return useQuery(exportMarkQueryOptions(module, muns));
}
