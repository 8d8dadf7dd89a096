import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  upgradeRequestSchema,
  type UpgradeRequest,
  type UpgradeRequestBody,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

export function sendUpgradeRequest(
  body: UpgradeRequestBody,
): Promise<UpgradeRequest> {
  return apiClient.post('/api/v1/billing/upgrade-requests', {
    body: { json: body },
    schema: upgradeRequestSchema,
  });
}

/** Sends an upgrade request; the page lists it after. */
export function useSendUpgradeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUpgradeRequest,
    // The form shows a refusal on its fields or above them.
    meta: { errorHandling: 'inline' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: billingKeys.plans() }),
  });
}
