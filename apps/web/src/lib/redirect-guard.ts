// SPEC §4: the same redirect target reached 3 times is a loop.
export const REDIRECT_LOOP_LIMIT = 3;
// Repeats further apart than this are a person navigating, not a loop.
export const REDIRECT_WINDOW_MS = 10_000;
export const REDIRECT_LOOP_MESSAGE =
  'Multiple redirect attempts detected. Please contact support if this continues.';
const STORAGE_KEY = 'edge.redirectTracking';

// Per target URL: how many redirects went there, and when the last did.
type Tracking = Record<string, { count: number; lastAt: number }>;

/** Thrown to the route error boundary, which shows the 500 page. */
export class RedirectLoopError extends Error {
  readonly statusCode = 500;
  constructor() {
    super(REDIRECT_LOOP_MESSAGE);
    this.name = 'RedirectLoopError';
  }
}

export function isRedirectLoopError(
  error: unknown,
): error is RedirectLoopError {
  return error instanceof RedirectLoopError;
}

function read(storage: Storage, now: number): Tracking {
  let tracking: Tracking = {};
  try {
    tracking = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Tracking;
  } catch {
    // Unreadable tracking starts over.
  }
  // Redirects long ago are a person navigating, not a loop.
  return Object.fromEntries(
    Object.entries(tracking).filter(
      ([, entry]) => now - entry.lastAt <= REDIRECT_WINDOW_MS,
    ),
  );
}

/** Counts redirects per target; kept in session storage across reloads. */
export function createRedirectGuard(
  storage: Storage = sessionStorage,
  now: () => number = Date.now,
) {
  return {
    /** Records a redirect to `url`; false on the 3rd repeat (tracking cleared). */
    track(url: string): boolean {
      const at = now();
      const tracking = read(storage, at);
      const count = (tracking[url]?.count ?? 0) + 1;
      if (count >= REDIRECT_LOOP_LIMIT) {
        storage.removeItem(STORAGE_KEY);
        return false;
      }
      tracking[url] = { count, lastAt: at };
      storage.setItem(STORAGE_KEY, JSON.stringify(tracking));
      return true;
    },
    clear: () => storage.removeItem(STORAGE_KEY),
  };
}

export const redirectGuard = createRedirectGuard();
