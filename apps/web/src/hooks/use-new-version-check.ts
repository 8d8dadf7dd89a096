import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { versionFileSchema } from '@edge/contracts';
import { RUNNING_VERSION, VERSION_CHECK_INTERVAL_MS } from '../config/env';
import { apiClient } from '../lib/api-client';
import {
  getVersionAction,
  markReloadedFor,
  readReloadedFor,
} from '../lib/version-check';
import { useWindowFocus } from './use-window-focus';

export type FetchVersion = (signal: AbortSignal) => Promise<string>;

export const fetchLatestVersion: FetchVersion = async (signal) => {
  const file = await apiClient.get('/version.json', {
    schema: versionFileSchema,
    signal,
  });
  return file.version;
};

interface VersionCheckOptions {
  isAutoRefresh: boolean;
  fetchVersion?: FetchVersion;
  reload?: () => void;
  running?: string;
}

const reloadPage = () => window.location.reload();

/** SPEC §4: checks /version.json on an interval and on focus. True = tell the user. */
export function useNewVersionCheck({
  isAutoRefresh,
  fetchVersion = fetchLatestVersion,
  reload = reloadPage,
  running = RUNNING_VERSION,
}: VersionCheckOptions): boolean {
  const { data: latest, refetch } = useQuery({
    queryKey: ['app-version'],
    queryFn: ({ signal }) => fetchVersion(signal),
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    retry: false,
    meta: { errorHandling: 'inline' },
  });
  useWindowFocus(() => void refetch());
  const action = getVersionAction({
    latest,
    running,
    isAutoRefresh,
    reloadedFor: readReloadedFor(),
  });
  useEffect(() => {
    if (action !== 'reload' || !latest) return;
    markReloadedFor(latest);
    reload();
  }, [action, latest, reload]);
  return action === 'notify';
}
