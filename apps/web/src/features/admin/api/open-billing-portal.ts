import { useMutation, useQuery } from '@tanstack/react-query';
import { billingPortalSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './get-subscription-info';
import { isApiError } from '../../../lib/api-error';
import { showSnackbar, SNACKBAR_DURATIONS } from '../../../lib/snackbar';

/**
 * The billing provider's portal, or this app's own billing page: a path,
 * made whole against the app's own address.
 */
export function fetchBillingPortalUrl(signal?: AbortSignal) {
  return apiClient
    .get('/api/v1/site/billingportal', { schema: billingPortalSchema, signal })
    .then(
      (answer) => new URL(answer.billing_portal, window.location.href).href,
    );
}

/** Where billing is, for a link (Subscription Info). */
export function useBillingPortalUrl(isEnabled: boolean) {
  return useQuery({
    queryKey: adminKeys.billingPortal(),
    queryFn: ({ signal }) => fetchBillingPortalUrl(signal),
    // The dialog leaves the link out when this fails.
    meta: { errorHandling: 'inline' },
    enabled: isEnabled,
  });
}

// SPEC §6: the portal opens in a new tab. The tab is opened during the click
// (so no popup blocker stops it) and pointed at the portal once it is known.
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => {
      const tab = window.open('', '_blank');
      try {
        const url = await fetchBillingPortalUrl();
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.open(url, '_blank', 'noopener');
        }
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    meta: { errorHandling: 'inline' },
    onError: (error) =>
      showSnackbar({
        message: isApiError(error)
          ? error.message
          : 'The billing portal could not be opened.',
        durationMs: SNACKBAR_DURATIONS.admin,
      }),
  });
}
