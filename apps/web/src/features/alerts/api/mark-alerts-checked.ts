import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_LIST_LIMIT,
  alertCheckedResponseSchema,
  type AlertSearchResponse,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

// POST /api/events/alerts/checked takes 250 ids a call.
export async function markAlertsChecked(
  ids: readonly number[],
): Promise<number> {
  let updated = 0;
  for (let start = 0; start < ids.length; start += ALERT_LIST_LIMIT) {
    const answer = await apiClient.post('/api/events/alerts/checked', {
      body: {
        json: {
          ids: ids.slice(start, start + ALERT_LIST_LIMIT),
          checked: true,
        },
      },
      schema: alertCheckedResponseSchema,
    });
    updated += answer.updated;
  }
  return updated;
}

/** Marks alerts read: the header badge and the lists fetch again. */
export function useMarkAlertsChecked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => markAlertsChecked(ids),
    // Reading the page does not depend on it: no snackbar for a failure.
    meta: { errorHandling: 'screen' },
    onSuccess: async (_, ids) => {
      const read = new Set(ids);
      // The company's alerts stay on screen, now read.
      queryClient.setQueriesData<AlertSearchResponse>(
        { queryKey: alertKeys.companies() },
        (data) =>
          data && {
            ...data,
            items: data.items.map((item) =>
              read.has(item.id) ? { ...item, checked: true } : item,
            ),
          },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: alertKeys.lists() }),
      ]);
    },
  });
}
