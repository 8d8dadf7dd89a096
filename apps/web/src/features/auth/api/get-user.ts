import {
  queryOptions,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { userInfoSchema, type UserInfo } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { rememberPartnerUser } from '../../../lib/partner-user';
import { isSessionError } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { authKeys } from './auth-keys';

// SPEC §9: user info cached 10 min; auth retries up to 3, 1 s per attempt, max 3 s.
export const USER_STALE_TIME_MS = 600_000;
export const AUTH_RETRY_COUNT = 3;

export function authRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * (attemptIndex + 1), 3000);
}

export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await apiClient.get('/api/v1/auth/data', {
    schema: userInfoSchema,
    signal,
  });
  // SPEC §7: a partner user's requests say which module is on screen.
  rememberPartnerUser(user);
  return user;
}

async function loadUser(client: QueryClient, signal: AbortSignal) {
  try {
    return await fetchUserInfo(signal);
  } catch (error) {
    if (!isSessionError(error)) throw error;
    // SPEC §4: a 401 means signed out. If we were signed in, the session ended
    // under the user: keep the screen, show the banner, log out after 4 s.
    const previous = client.getQueryData<UserInfo | null>(authKeys.user());
    if (previous) {
      sessionStore.expire();
      return previous;
    }
    rememberPartnerUser(null);
    return null;
  }
}

/** Login state: pending = unknown, null = signed out, UserInfo = signed in. */
export function userQueryOptions() {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ client, signal }) => loadUser(client, signal),
    staleTime: USER_STALE_TIME_MS,
    retry: (failureCount) => failureCount < AUTH_RETRY_COUNT,
    retryDelay: authRetryDelay,
    refetchOnWindowFocus: false,
    // The guard shows its own page for a failure (SPEC §8, USER_LOAD_FAILED).
    meta: { errorHandling: 'inline' },
  });
}

export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * SPEC §8: after the sign-in POST, confirm the session, retrying 401 too;
 * see auth-messages.ts for the texts of each failure.
 */
export async function confirmSession(client: QueryClient): Promise<UserInfo> {
  const user = await client.fetchQuery({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => fetchUserInfo(signal),
    retry: (failureCount) => failureCount < AUTH_RETRY_COUNT,
    retryDelay: authRetryDelay,
    staleTime: 0,
    gcTime: 0,
    meta: { errorHandling: 'inline' },
  });
  client.setQueryData(authKeys.user(), user);
  return user;
}
