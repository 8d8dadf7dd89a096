import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  exportListSchema,
  type ExportScope,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { exportKeys } from './get-export-history';

export const TRACK_EXPORTS_PAGE_SIZE = 25;
// A running export's progress is read every few seconds.
const PROGRESS_POLL_MS = 3000;

const listKey = (module: Module, scope: ExportScope, page: number) =>
  [...exportKeys.all, 'list', module, scope, page] as const;

export function fetchExports(
  module: Module,
  page: number,
  scope: ExportScope = 'mine',
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    module,
    page: String(page),
    pageSize: String(TRACK_EXPORTS_PAGE_SIZE),
  });
  // Only an account administrator asks for the account's exports.
  if (scope === 'account') query.set('scope', scope);
  return apiClient.get(`/api/v1/exports?${query}`, {
    schema: exportListSchema,
    signal,
  });
}

/**
 * Every export of the user in a module, or of the user's account, a page at
 * a time (Track Exports).
 */
export function useExports(
  module: Module,
  page: number,
  scope: ExportScope = 'mine',
) {
  return useQuery({
    queryKey: listKey(module, scope, page),
    queryFn: ({ signal }) => fetchExports(module, page, scope, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.process_status === 'PROCESSING')
        ? PROGRESS_POLL_MS
        : false,
    meta: { errorHandling: 'inline' },
  });
}

/** Cancels a running export, or removes a finished one with its file. */
export function useDeleteExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/api/v1/exports/${id}`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: exportKeys.all }),
  });
}
