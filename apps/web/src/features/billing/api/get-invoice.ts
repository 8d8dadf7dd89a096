import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceSchema, type Invoice } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import { billingKeys } from './billing-keys';

export function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  return apiClient.get(`/api/v1/billing/invoices/${id}`, {
    schema: invoiceSchema,
    signal,
  });
}

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'inline' },
  });

/** One invoice with its charges. */
export function useInvoice(id: number) {
  return useQuery(invoiceQuery(id));
}
