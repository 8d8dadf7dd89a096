import {
  activityChartBucket,
  shiftDay,
  type ActivityChartBucket,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { monthEndOf, monthOf, nextMonthOf, weekOf } from '../activity-periods';
import {
  bucketPieces,
  bucketRanges,
  rangePieces,
  type RangePiece,
} from './range-pieces';

// The days a piece's rows cover.
function daysOf(piece: RangePiece): string[] {
  const days: string[] = [];
  for (let p = piece.from; p <= piece.to;) {
    const end =
      piece.kind === 'day'
        ? p
        : piece.kind === 'week'
          ? shiftDay(p, 6)
          : monthEndOf(p);
    for (let day = p; day <= end; day = shiftDay(day, 1)) days.push(day);
    p = piece.kind === 'month' ? nextMonthOf(p) : shiftDay(end, 1);
  }
  return days;
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

const LENGTHS = [1, 5, 6, 7, 8, 13, 14, 30, 31, 45, 92, 93, 200, 366, 367, 731];
// Ranges starting on each day of six weeks, of each length.
const RANGES = everyDay('2024-02-20', '2024-04-01').flatMap((from) =>
  LENGTHS.map((n) => ({ from, to: shiftDay(from, n - 1) })),
);

describe('activity periods', () => {
  it('should name a week by its Monday and a month by its first day', () => {
    expect(weekOf('2026-11-27')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-01-01')).toBe('2025-12-29');
    expect(monthOf('2026-11-27')).toBe('2026-11-01');
    expect(nextMonthOf('2026-12-15')).toBe('2027-01-01');
    expect(monthEndOf('2028-02-03')).toBe('2028-02-29');
  });
});

describe('rangePieces', () => {
  it('should read two years as whole months, weeks around them and a few days', () => {
    expect(rangePieces({ from: '2024-11-28', to: '2026-11-27' })).toEqual([
      { kind: 'day', from: '2024-11-28', to: '2024-11-30' },
      { kind: 'month', from: '2024-12-01', to: '2026-10-01' },
      { kind: 'day', from: '2026-11-01', to: '2026-11-01' },
      { kind: 'week', from: '2026-11-02', to: '2026-11-16' },
      { kind: 'day', from: '2026-11-23', to: '2026-11-27' },
    ]);
  });

  it('should cover every day of any range once, with under two weeks of loose days at each end', () => {
    for (const range of RANGES) {
      const pieces = rangePieces(range);
      expect(pieces.flatMap(daysOf), JSON.stringify(range)).toEqual(
        everyDay(range.from, range.to),
      );
      // Days with no whole week between them and a month or the range's end.
      const loose = pieces.filter((p) => p.kind === 'day').flatMap(daysOf);
      expect(loose.length).toBeLessThanOrEqual(24);
    }
  });
});

describe('bucketPieces', () => {
  const startOf: Record<ActivityChartBucket, (day: string) => string> = {
    day: (day) => day,
    week: weekOf,
    month: monthOf,
  };

  it('should count each day of a range in its own bucket, the first one cut to the range', () => {
    for (const range of RANGES) {
      const bucket = activityChartBucket(range.from, range.to);
      const labels = bucketRanges(range, bucket).map((b) => b.from);
      const counted = bucketPieces(range, bucket).flatMap((piece) =>
        daysOf(piece).map((day) => [
          day,
          piece.bucket ?? startOf[piece.kind](day),
        ]),
      );
      const expected = everyDay(range.from, range.to).map((day) => {
        const start = startOf[bucket](day);
        return [day, start < range.from ? range.from : start];
      });
      expect(counted, JSON.stringify(range)).toEqual(expected);
      expect([...new Set(expected.map(([, label]) => label))]).toEqual(labels);
    }
  });

  it('should chart per day to 92 days, per week to 366, per month beyond', () => {
    expect(activityChartBucket('2026-01-01', '2026-04-02')).toBe('day');
    expect(activityChartBucket('2026-01-01', '2026-04-03')).toBe('week');
    expect(activityChartBucket('2025-01-01', '2026-01-01')).toBe('week');
    expect(activityChartBucket('2025-01-01', '2026-01-02')).toBe('month');
  });
});
