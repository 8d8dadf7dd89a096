import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ERROR_TEXTS } from '@edge/contracts';
import { isApiError, type ApiError } from './api-error';
import { sessionStore } from './session';
import { showSnackbar, SNACKBAR_DURATIONS } from './snackbar';

/**
 * `meta.errorHandling: 'inline'` opts a query or mutation out of the global
 * net; `'screen'` too, except that a 401 still ends the session.
 */
export interface AppMeta extends Record<string, unknown> {
  errorHandling?: 'global' | 'inline' | 'screen';
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

// SPEC §4: 3 retries, 1 s doubling to at most 30 s; unused data kept 5 min.
export const QUERY_RETRY_COUNT = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** A 401 answered by the server: the session is gone (not a network drop). */
export function isSessionError(error: unknown): error is ApiError {
  return isApiError(error) && error.statusCode === 401 && !error.isNetworkError;
}

// SPEC §8: a 401 triggers re-login instead of a retry.
export function shouldRetryQuery(failureCount: number, error: unknown) {
  return !isSessionError(error) && failureCount < QUERY_RETRY_COUNT;
}

export interface ErrorHooks {
  onSessionEnded: () => void;
  notify: (message: string) => void;
}

const defaultHooks: ErrorHooks = {
  onSessionEnded: () => sessionStore.expire(),
  notify: (message) =>
    showSnackbar({ message, durationMs: SNACKBAR_DURATIONS.error }),
};

/** STYLE §4: the one place where query and mutation errors reach the user. */
export function handleGlobalError(
  error: unknown,
  meta: AppMeta | undefined,
  hooks: ErrorHooks,
): void {
  if (meta?.errorHandling === 'inline') return;
  if (isSessionError(error)) {
    hooks.onSessionEnded();
    return;
  }
  // The screen shows its own message for every other failure.
  if (meta?.errorHandling === 'screen') return;
  // SPEC §8: undefined data and other non-API failures read as a failed fetch.
  hooks.notify(isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH);
}

export function createQueryClient(hooks: ErrorHooks = defaultHooks) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleGlobalError(error, query.meta, hooks),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) =>
        handleGlobalError(error, mutation.meta, hooks),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
