import { useMutation } from '@tanstack/react-query';
import { mfaEnrolmentSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export function startMfaEnrolment() {
  return apiClient.post('/api/v1/myaccount/mfa/enrol', {
    body: { json: {} },
    schema: mfaEnrolmentSchema,
  });
}

export function useStartMfaEnrolment() {
  return useMutation({
    mutationFn: startMfaEnrolment,
    meta: { errorHandling: 'screen' },
  });
}
