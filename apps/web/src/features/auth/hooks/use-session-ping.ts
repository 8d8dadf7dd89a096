import { useQuery } from '@tanstack/react-query';
import { useWindowFocus } from '../../../hooks/use-window-focus';
import { authKeys } from '../api/auth-keys';
import { pingSession } from '../api/ping';

// SPEC §4: a session replaced by a sign-in elsewhere is noticed within a
// minute, or as soon as the window comes back to the foreground.
export const PING_INTERVAL_MS = 60_000;

export function useSessionPing(ping: typeof pingSession = pingSession): void {
  const { refetch } = useQuery({
    queryKey: authKeys.ping(),
    queryFn: ({ signal }) => ping(signal),
    refetchInterval: PING_INTERVAL_MS,
    staleTime: 0,
    // A 401 goes to the global net, which starts the session-expired flow.
    retry: false,
  });
  useWindowFocus(() => void refetch());
}
