import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useIsSlow } from './use-is-slow';

// After this long the screen says the server is slow, and offers to stop.
export const SLOW_SEARCH_MS = 2000;

export const STOPPED_MESSAGE =
  'The search was stopped before the server answered.';

interface SearchQueryState {
  isFetching: boolean;
  failureCount: number;
  failureReason: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * A search that takes long (the server fails and the spec's retries run,
 * SPEC §4) says so after 2 s; the user may stop the retries and see the
 * error, with a way to try again.
 */
export function useStoppableSearch(query: SearchQueryState, key: QueryKey) {
  const client = useQueryClient();
  const hash = JSON.stringify(key);
  const [stopped, setStopped] = useState<{ hash: string; error: Error }>();
  const stoppedError = stopped?.hash === hash ? stopped.error : null;
  const isSlow = useIsSlow(query.isFetching, SLOW_SEARCH_MS);
  return {
    isSlow: isSlow && stoppedError === null,
    isRetrying: query.failureCount > 0,
    stoppedError,
    stop: () => {
      const error = query.failureReason ?? new Error(STOPPED_MESSAGE);
      void client.cancelQueries({ queryKey: key });
      setStopped({ hash, error });
    },
    retry: () => {
      setStopped(undefined);
      void query.refetch();
    },
  };
}
