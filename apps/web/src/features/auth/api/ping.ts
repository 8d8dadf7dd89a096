import { pingResponseSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

// SPEC §7: 200 while the session is valid; 401 (extraData.reason) once it ended.
export function pingSession(signal?: AbortSignal) {
  return apiClient.get('/api/v1/auth/ping', {
    schema: pingResponseSchema,
    signal,
  });
}
