import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyCreatedSchema,
  apiKeyListSchema,
  type ApiKeyCreated,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

const BASE = '/api/v1/myaccount/api-keys';

export function useApiKeys() {
  return useQuery({
    queryKey: myAccountKeys.apiKeys(),
    queryFn: ({ signal }) =>
      apiClient.get(BASE, { schema: apiKeyListSchema, signal }),
    // The section shows the failure with a retry.
    meta: { errorHandling: 'screen' },
  });
}

/** POST answers 201 with the key and its secret, shown this once. */
export function createApiKey(name: string): Promise<ApiKeyCreated> {
  return apiClient.post(BASE, {
    body: { json: { name } },
    schema: apiKeyCreatedSchema,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The form shows the failure by its field and keeps the name.
    meta: { errorHandling: 'screen' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myAccountKeys.apiKeys() }),
  });
}

/** DELETE answers 204. */
export function revokeApiKey(id: number): Promise<void> {
  return apiClient.delete(`${BASE}/${id}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    // The confirmation shows the failure and stays open.
    meta: { errorHandling: 'screen' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myAccountKeys.apiKeys() }),
  });
}
