import { queryOptions, useQuery } from '@tanstack/react-query';
import { myProductsSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function fetchMyProducts(signal?: AbortSignal) {
  return apiClient.get('/api/v1/myaccount/products', {
    schema: myProductsSchema,
    signal,
  });
}

export function myProductsQueryOptions() {
  return queryOptions({
    queryKey: myAccountKeys.products(),
    queryFn: ({ signal }) => fetchMyProducts(signal),
    meta: { errorHandling: 'screen' },
  });
}

export function useMyProducts() {
  return useQuery(myProductsQueryOptions());
}
