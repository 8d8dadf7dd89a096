// SPEC §4: a screen chunk that fails to load (stale after a deploy) reloads
// the page, marked by a flag in local storage; up to 3 attempts 1 s apart.
export const CHUNK_RETRY_KEY = 'edge.chunkReloadAttempts';
export const CHUNK_RETRY_LIMIT = 3;
export const CHUNK_RETRY_DELAY_MS = 1000;

export interface LazyRetryDeps {
  storage: Storage;
  reload: () => void;
  sleep: (ms: number) => Promise<void>;
}

const defaultDeps = (): LazyRetryDeps => ({
  storage: localStorage,
  reload: () => window.location.reload(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

export async function loadWithReloadRetry<T>(
  importer: () => Promise<T>,
  deps: LazyRetryDeps = defaultDeps(),
): Promise<T> {
  try {
    const loaded = await importer();
    deps.storage.removeItem(CHUNK_RETRY_KEY);
    return loaded;
  } catch (error) {
    const attempts = Number(deps.storage.getItem(CHUNK_RETRY_KEY) ?? '0');
    if (attempts >= CHUNK_RETRY_LIMIT) {
      deps.storage.removeItem(CHUNK_RETRY_KEY);
      throw error;
    }
    deps.storage.setItem(CHUNK_RETRY_KEY, String(attempts + 1));
    await deps.sleep(CHUNK_RETRY_DELAY_MS);
    deps.reload();
    // The page is going away; never settle so nothing renders meanwhile.
    return new Promise<T>(() => undefined);
  }
}
