import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// POST /api/v1/alerts/digest/unsubscribe {token}: the mail's signed link,
// no sign-in needed. Any 2xx answer means it is done.
export async function unsubscribeDigest(token: string): Promise<void> {
  await apiClient.post('/api/v1/alerts/digest/unsubscribe', {
    body: { json: { token } },
  });
}

export function useUnsubscribeDigest() {
  return useMutation({
    mutationFn: unsubscribeDigest,
    // The page shows the outcome; a 401 here is a bad link, not a session.
    meta: { errorHandling: 'inline' },
  });
}
