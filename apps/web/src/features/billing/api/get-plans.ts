import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansOverviewSchema, type PlansOverview } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import { billingKeys } from './billing-keys';

const SENDING_POLL_MS = 3000;

export function getPlans(signal?: AbortSignal): Promise<PlansOverview> {
  return apiClient.get('/api/v1/billing/plans', {
    schema: plansOverviewSchema,
    signal,
  });
}

export const plansQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => getPlans(signal),
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'inline' },
    // A request just sent is mailed in the background: read again until
    // none is still sending.
    refetchInterval: (query) =>
      query.state.data?.requests.some((r) => r.status === 'sending')
        ? SENDING_POLL_MS
        : false,
  });

/** The account's plan against the others, and the user's requests. */
export function usePlans() {
  return useQuery(plansQuery());
}
