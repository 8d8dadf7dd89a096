import { useMutation } from '@tanstack/react-query';
import {
  supportRequestReceiptSchema,
  type SupportRequestBody,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export function sendSupportRequest(body: SupportRequestBody) {
  return apiClient.post('/api/v1/support/requests', {
    body: { json: body },
    schema: supportRequestReceiptSchema,
  });
}

/** The contact form's send: a refusal shows on the form, which keeps the text. */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: sendSupportRequest,
    // The form shows field errors and the server message (STYLE §4); a 401
    // still ends the session.
    meta: { errorHandling: 'screen' },
  });
}
