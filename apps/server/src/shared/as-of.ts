import { AsyncLocalStorage } from 'node:async_hooks';

// How far the clock of the code running now is from the real one (ms).
const offsets = new AsyncLocalStorage<number>();

/**
 * Runs `fn` as of `instant`: inside it, and in everything it starts or
 * awaits, `activityNow()` reads a clock that starts at `instant` and runs
 * at the real clock's pace. The demo's past activity is played this way
 * (docs/decisions/0029-demo-activity.md).
 */
export function runAsOf<T>(instant: Date, fn: () => T): T {
  return offsets.run(instant.getTime() - Date.now(), fn);
}

/**
 * When something a user does happens, as the records of it say (the
 * activity log, the instant of a sign-in): now, or the instant of the
 * `runAsOf` around the caller. Lifetimes, limits and throttles read the
 * real clock, never this one.
 */
export function activityNow(): Date {
  return new Date(Date.now() + (offsets.getStore() ?? 0));
}
