import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { activityNow, runAsOf } from './as-of';

const PAST = new Date('2026-01-14T15:30:00.000Z');
// Real time passes while a test runs; a few seconds is plenty.
const SLACK_MS = 5_000;

const near = (actual: Date, expected: Date) =>
  Math.abs(actual.getTime() - expected.getTime()) < SLACK_MS;

describe('the as-of clock', () => {
  it('should read the real time outside runAsOf', () => {
    expect(near(activityNow(), new Date())).toBe(true);
  });

  it('should start at the instant inside runAsOf and run on from it', async () => {
    const [first, later] = await runAsOf(PAST, async () => {
      const start = activityNow();
      await sleep(30);
      return [start, activityNow()];
    });
    expect(near(first!, PAST)).toBe(true);
    expect(first!.getTime()).toBeGreaterThanOrEqual(PAST.getTime());
    expect(later!.getTime() - first!.getTime()).toBeGreaterThanOrEqual(25);
    expect(near(activityNow(), new Date())).toBe(true);
  });

  it('should follow what the run starts: timers, promises and callbacks', async () => {
    const seen = await runAsOf(PAST, () => {
      const fromTimer = new Promise<Date>((resolve) => {
        setTimeout(() => resolve(activityNow()), 5);
      });
      const fromImmediate = new Promise<Date>((resolve) => {
        setImmediate(() => resolve(activityNow()));
      });
      return Promise.all([fromTimer, fromImmediate]);
    });
    for (const at of seen) expect(near(at, PAST)).toBe(true);
  });

  it('should keep runs at the same time apart, and the innermost wins', async () => {
    const other = new Date('2025-11-03T09:00:00.000Z');
    const [a, b, inner] = await Promise.all([
      runAsOf(PAST, async () => {
        await sleep(10);
        return activityNow();
      }),
      runAsOf(other, async () => {
        await sleep(5);
        return activityNow();
      }),
      runAsOf(PAST, () => runAsOf(other, async () => activityNow())),
    ]);
    expect(near(a, PAST)).toBe(true);
    expect(near(b, other)).toBe(true);
    expect(near(inner, other)).toBe(true);
  });
});
