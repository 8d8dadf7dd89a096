import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingSchema, type Billing } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import { billingKeys } from './billing-keys';

export function getBilling(signal?: AbortSignal): Promise<Billing> {
  return apiClient.get('/api/v1/billing', { schema: billingSchema, signal });
}

export const billingQuery = () =>
  queryOptions({
    queryKey: billingKeys.summary(),
    queryFn: ({ signal }) => getBilling(signal),
    // A refusal (403) will not change on a retry.
    retry: shouldRetryUnlessClientError,
    // The page shows its own error with a retry.
    meta: { errorHandling: 'inline' },
  });

/** The billing page of the user's account: plan, seats, invoices. */
export function useBilling() {
  return useQuery(billingQuery());
}
