import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rememberPartnerUser } from '../../../lib/partner-user';
import { forgetPreference } from '../../../lib/search-preference';
import { forgetSelectedCompany } from '../../../lib/selected-company';
import { sessionStore } from '../../../lib/session';
import { authKeys } from './auth-keys';

export async function logout(): Promise<void> {
  try {
    await apiClient.get('/api/v1/auth/logout');
  } catch {
    // Already signed out on the server: nothing left to end.
  }
}

/** Ends the session and forgets every cached answer of this user. */
export function useLogout() {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.cancelQueries();
    await logout();
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'app-version' });
    client.setQueryData(authKeys.user(), null);
    sessionStore.reset();
    forgetPreference();
    forgetSelectedCompany();
    rememberPartnerUser(null);
  }, [client]);
}
