import {
  alertSearchResponseSchema,
  type AlertSearchBody,
  type AlertSearchResponse,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

// SPEC §7: POST /api/events/alerts/search; limit 250 lists, 0 counts.
export function searchAlerts(
  body: AlertSearchBody,
  signal?: AbortSignal,
): Promise<AlertSearchResponse> {
  return apiClient.post('/api/events/alerts/search', {
    body: { json: body },
    schema: alertSearchResponseSchema,
    signal,
  });
}
