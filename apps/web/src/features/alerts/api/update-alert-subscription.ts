import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alertSubscriptionSchema,
  type AlertSubscription,
  type AlertSubscriptionUpdate,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { ALERTS_SNACKBAR_MS } from '../utils/alert-texts';
import { alertKeys } from './alert-keys';

// PUT /api/v1/alerts/subscriptions/{id}: answers the subscription.
export function updateAlertSubscription(
  id: number,
  update: AlertSubscriptionUpdate,
): Promise<AlertSubscription> {
  return apiClient.put(`/api/v1/alerts/subscriptions/${id}`, {
    body: { json: update },
    schema: alertSubscriptionSchema,
  });
}

/** Puts the answer where every control of the subscription reads it. */
export function storeSubscription(
  queryClient: ReturnType<typeof useQueryClient>,
  subscription: AlertSubscription,
) {
  const { application, favorite_id: favoriteId } = subscription;
  queryClient.setQueryData<AlertSubscription[]>(
    alertKeys.subscriptions(application),
    (list) =>
      list &&
      (list.some((item) => item.id === subscription.id)
        ? list.map((item) =>
            item.id === subscription.id ? subscription : item,
          )
        : [...list, subscription]),
  );
  if (favoriteId !== null) {
    queryClient.setQueryData(
      alertKeys.favoriteSubscription(application, favoriteId),
      subscription,
    );
  }
}

export function useUpdateAlertSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      update,
    }: {
      id: number;
      update: AlertSubscriptionUpdate;
    }) => updateAlertSubscription(id, update),
    // The menu shows the server's message in place.
    meta: { errorHandling: 'screen' },
    onSuccess: (subscription) => {
      storeSubscription(queryClient, subscription);
      showSnackbar({
        message: subscription.enabled
          ? `Alerts for ${subscription.name} saved.`
          : `Alerts for ${subscription.name} are off.`,
        severity: 'success',
        durationMs: ALERTS_SNACKBAR_MS,
      });
    },
  });
}
