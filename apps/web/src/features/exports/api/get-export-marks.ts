import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EXPORT_MARKS_MAX,
  exportMarksSchema,
  type ExportMark,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { exportKeys } from './get-export-history';

interface Waiter {
  muns: string;
  resolve: (mark: ExportMark | null) => void;
  reject: (error: unknown) => void;
}

// Every row of a results page asks in the same moment: one call per module
// answers them all instead of one request per row.
const waiting = new Map<Module, Waiter[]>();

async function answer(module: Module, batch: readonly Waiter[]) {
  try {
    const params = new URLSearchParams({
      module,
      muns: [...new Set(batch.map((w) => w.muns))].join(','),
    });
    const { marks } = await apiClient.get(`/api/v1/exports/marks?${params}`, {
      schema: exportMarksSchema,
    });
    const byMuns = new Map(marks.map((mark) => [mark.muns, mark]));
    batch.forEach((w) => w.resolve(byMuns.get(w.muns) ?? null));
  } catch (error) {
    batch.forEach((w) => w.reject(error));
  }
}

function flush(module: Module) {
  const batch = waiting.get(module) ?? [];
  waiting.delete(module);
  for (let i = 0; i < batch.length; i += EXPORT_MARKS_MAX) {
    void answer(module, batch.slice(i, i + EXPORT_MARKS_MAX));
  }
}

// GET /api/v1/exports/marks?module=pc&muns=a,b,c, batched.
export function fetchExportMark(
  module: Module,
  muns: string,
): Promise<ExportMark | null> {
  return new Promise((resolve, reject) => {
    const queue = waiting.get(module);
    if (queue) {
      queue.push({ muns, resolve, reject });
      return;
    }
    waiting.set(module, [{ muns, resolve, reject }]);
    setTimeout(() => flush(module), 0);
  });
}

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
