import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertDigestSettingsSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { ALERTS_SNACKBAR_MS } from '../utils/alert-texts';
import { alertKeys } from './alert-keys';

// PUT /api/v1/alerts/digest {enabled}: answers the settings.
export function updateAlertDigest(enabled: boolean) {
  return apiClient.put('/api/v1/alerts/digest', {
    body: { json: { enabled } },
    schema: alertDigestSettingsSchema,
  });
}

export function useUpdateAlertDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertDigest,
    // The switch shows the failure beside it.
    meta: { errorHandling: 'screen' },
    onSuccess: (settings) => {
      queryClient.setQueryData(alertKeys.digest(), settings);
      showSnackbar({
        message: settings.enabled
          ? 'The daily alerts e-mail is on.'
          : 'The daily alerts e-mail is off.',
        severity: 'success',
        durationMs: ALERTS_SNACKBAR_MS,
      });
    },
  });
}
