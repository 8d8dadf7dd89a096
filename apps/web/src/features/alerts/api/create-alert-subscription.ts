import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alertSubscriptionSchema,
  type AlertSubscription,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { ALERTS_SNACKBAR_MS } from '../utils/alert-texts';
import { storeSubscription } from './update-alert-subscription';

// POST /api/v1/alerts/subscriptions {saved_search_id}: 'tell me about new
// matches'; a 400 says why not (the 5,000-companies cap).
export function subscribeSavedSearch(
  savedSearchId: number,
): Promise<AlertSubscription> {
  return apiClient.post('/api/v1/alerts/subscriptions', {
    body: { json: { saved_search_id: savedSearchId } },
    schema: alertSubscriptionSchema,
  });
}

export function useSubscribeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeSavedSearch,
    meta: { errorHandling: 'screen' },
    onSuccess: (subscription) => {
      storeSubscription(queryClient, subscription);
      showSnackbar({
        message: `You will be told about new matches of ${subscription.name}.`,
        severity: 'success',
        durationMs: ALERTS_SNACKBAR_MS,
      });
    },
  });
}
