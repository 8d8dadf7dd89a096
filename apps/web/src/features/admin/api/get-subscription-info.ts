import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionInfoSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  subscription: () => [...adminKeys.all, 'subscription'] as const,
  billingPortal: () => [...adminKeys.all, 'billing-portal'] as const,
};

export function fetchSubscriptionInfo(signal?: AbortSignal) {
  return apiClient.get('/api/v1/site/subscriptioninfo', {
    schema: subscriptionInfoSchema,
    signal,
  });
}

export function subscriptionInfoQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.subscription(),
    queryFn: ({ signal }) => fetchSubscriptionInfo(signal),
    // The dialog shows its own error state.
    meta: { errorHandling: 'inline' },
  });
}

export function useSubscriptionInfo(isEnabled: boolean) {
  return useQuery({ ...subscriptionInfoQueryOptions(), enabled: isEnabled });
}
