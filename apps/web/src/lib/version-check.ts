export type VersionAction = 'none' | 'reload' | 'notify';

export const NEW_VERSION_MESSAGE =
  'A new version of the product is available, please refresh to upgrade';
const RELOADED_FOR_KEY = 'edge.reloadedForVersion';

interface VersionInput {
  latest: string | undefined;
  running: string;
  isAutoRefresh: boolean;
  reloadedFor: string | null;
}

// SPEC §4: reload when the deployed version differs (flag
// 'auto-refresh-new-version'), else tell the user. One reload per version, so
// a server that keeps answering another version cannot cause a reload loop.
export function getVersionAction(input: VersionInput): VersionAction {
  if (!input.latest || input.latest === input.running) return 'none';
  if (input.isAutoRefresh && input.reloadedFor !== input.latest)
    return 'reload';
  return 'notify';
}

export function readReloadedFor(storage: Storage = sessionStorage) {
  return storage.getItem(RELOADED_FOR_KEY);
}

export function markReloadedFor(
  version: string,
  storage: Storage = sessionStorage,
) {
  storage.setItem(RELOADED_FOR_KEY, version);
}
