// SPEC §4: the same redirect target reached 3 times is a loop.
export const REDIRECT_LOOP_LIMIT = 3;
// Repeats further apart than this are a person navigating, not a loop.
export const REDIRECT_WINDOW_MS = 10_000;
export const REDIRECT_LOOP_MESSAGE =
  'Multiple redirect attempts detected. Please contact support if this continues.';
const STORAGE_KEY = 'edge.redirectTracking';

// One chain of redirects, each starting where the previous one ended: per
// target URL, how many redirects went there; and where the last one went.
interface Tracking {
  counts: Record<string, number>;
  lastTarget: string;
  lastAt: number;
}

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

// Path and query as the browser spells them, so '/a b' and '/a%20b' match.
function normalize(url: string): string {
  const parsed = new URL(url, 'http://edge.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

function read(storage: Storage): Tracking | null {
  try {
    const tracking = JSON.parse(
      storage.getItem(STORAGE_KEY) ?? 'null',
    ) as Tracking | null;
    return tracking?.counts ? tracking : null;
  } catch {
    // Unreadable tracking starts over.
    return null;
  }
}

/**
 * Counts redirects per target within one chain, kept in session storage
 * across reloads. A redirect that starts anywhere but where the previous one
 * ended follows a navigation by the user (a typed URL, a link), so it starts
 * a new chain: three protected pages opened in a row while signed out are
 * three sign-in redirects, not a loop.
 */
export function createRedirectGuard(
  storage: Storage = sessionStorage,
  now: () => number = Date.now,
) {
  return {
    /** Records a redirect from `from` to `to`; false on the 3rd repeat (tracking cleared). */
    track(from: string, to: string): boolean {
      const at = now();
      const target = normalize(to);
      const previous = read(storage);
      const sameChain =
        previous !== null &&
        previous.lastTarget === normalize(from) &&
        at - previous.lastAt <= REDIRECT_WINDOW_MS;
      const counts = sameChain ? previous.counts : {};
      const count = (counts[target] ?? 0) + 1;
      if (count >= REDIRECT_LOOP_LIMIT) {
        storage.removeItem(STORAGE_KEY);
        return false;
      }
      const tracking: Tracking = {
        counts: { ...counts, [target]: count },
        lastTarget: target,
        lastAt: at,
      };
      storage.setItem(STORAGE_KEY, JSON.stringify(tracking));
      return true;
    },
    clear: () => storage.removeItem(STORAGE_KEY),
  };
}

export const redirectGuard = createRedirectGuard();
