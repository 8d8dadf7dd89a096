import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertSubscription } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { ALERTS_SNACKBAR_MS } from '../utils/alert-texts';
import { alertKeys } from './alert-keys';

// DELETE /api/v1/alerts/subscriptions/{id}: no more alerts from it.
export async function deleteAlertSubscription(id: number): Promise<void> {
  await apiClient.delete(`/api/v1/alerts/subscriptions/${id}`);
}

export function useDeleteAlertSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: AlertSubscription) =>
      deleteAlertSubscription(subscription.id),
    meta: { errorHandling: 'screen' },
    onSuccess: (_, subscription) => {
      queryClient.setQueryData<AlertSubscription[]>(
        alertKeys.subscriptions(subscription.application),
        (list) => list?.filter((item) => item.id !== subscription.id),
      );
      showSnackbar({
        message: `No more alerts about new matches of ${subscription.name}.`,
        severity: 'success',
        durationMs: ALERTS_SNACKBAR_MS,
      });
    },
  });
}
