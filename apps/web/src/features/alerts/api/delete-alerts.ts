import {
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  ALERT_BULK_LIMIT,
  alertBulkDeleteResponseSchema,
  type AlertSearchResponse,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { ALERTS_SNACKBAR_MS, countOfAlerts } from '../utils/alert-texts';
import { ALERT_DATA_KEYS, alertKeys } from './alert-keys';

// SPEC §9: one bulk call takes at most 150 ids; more go in several calls.
export async function deleteAlerts(ids: readonly number[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += ALERT_BULK_LIMIT) {
    const answer = await apiClient.delete('/api/events/alerts/bulk', {
      body: { json: { ids: ids.slice(start, start + ALERT_BULK_LIMIT) } },
      schema: alertBulkDeleteResponseSchema,
    });
    deleted += answer.deleted;
  }
  return deleted;
}

export function useDeleteAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => deleteAlerts(ids),
    // The confirmation dialog shows the failure.
    meta: { errorHandling: 'screen' },
    onSuccess: async (deleted, ids) => {
      const gone = new Set(ids);
      // Gone from the list at once, not after the pages come again.
      queryClient.setQueriesData<InfiniteData<AlertSearchResponse>>(
        { queryKey: alertKeys.lists() },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              hits: Math.max(0, page.hits - deleted),
              items: page.items.filter((item) => !gone.has(item.id)),
            })),
          },
      );
      showSnackbar({
        message: `Deleted ${countOfAlerts(deleted)}.`,
        severity: 'success',
        durationMs: ALERTS_SNACKBAR_MS,
      });
      await Promise.all(
        ALERT_DATA_KEYS.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
