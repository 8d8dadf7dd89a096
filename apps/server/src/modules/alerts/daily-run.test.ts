import { describe, expect, it } from 'vitest';
import { nextDailyRun } from './daily-run';

describe('nextDailyRun', () => {
  it('should take today when the hour is still ahead', () => {
    expect(nextDailyRun(new Date(2026, 10, 27, 6, 59), 7)).toEqual(
      new Date(2026, 10, 27, 7),
    );
  });

  it('should take tomorrow once the hour has come', () => {
    expect(nextDailyRun(new Date(2026, 10, 27, 7, 0), 7)).toEqual(
      new Date(2026, 10, 28, 7),
    );
    expect(nextDailyRun(new Date(2026, 11, 31, 23, 30), 0)).toEqual(
      new Date(2027, 0, 1, 0),
    );
  });
});
