import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alertDigestSettingsSchema,
  type AlertDigestUpdate,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

// PUT /api/v1/alerts/digest {enabled, hour?}: answers the settings.
export function updateAlertDigest(update: AlertDigestUpdate) {
  return apiClient.put('/api/v1/alerts/digest', {
    body: { json: update },
    schema: alertDigestSettingsSchema,
  });
}

export function useUpdateAlertDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertDigest,
    // The switch and the form show the failure beside them.
    meta: { errorHandling: 'screen' },
    onSuccess: (settings) => {
      queryClient.setQueryData(alertKeys.digest(), settings);
    },
  });
}
