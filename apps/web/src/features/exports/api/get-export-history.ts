import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DOWNLOADS_SUFFIX,
  downloadsResponseSchema,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { getExportPollInterval } from '../utils/get-export-poll-interval';

export const exportKeys = {
  all: ['exports'] as const,
  history: (module: Module) => [...exportKeys.all, 'history', module] as const,
};

export async function fetchExportHistory(module: Module, signal?: AbortSignal) {
  const answer = await apiClient.get(
    `/api/v1/user/downloads/${DOWNLOADS_SUFFIX[module]}`,
    {
      schema: downloadsResponseSchema,
      signal,
    },
  );
  return answer.downloads;
}

export function exportHistoryQueryOptions(module: Module) {
  return queryOptions({
    queryKey: exportKeys.history(module),
    queryFn: ({ signal }) => fetchExportHistory(module, signal),
    staleTime: 0,
    // SPEC §4: keep polling every 10 s while an export is PROCESSING.
    refetchInterval: (query) => getExportPollInterval(query.state.data),
    // The dialog shows its own error state.
    meta: { errorHandling: 'inline' },
  });
}

export function useExportHistory(module: Module, isEnabled: boolean) {
  return useQuery({ ...exportHistoryQueryOptions(module), enabled: isEnabled });
}
