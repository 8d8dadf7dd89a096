import { shiftDay, type ActivityChartBucket } from '@edge/contracts';
import { monthEndOf, monthOf, nextMonthOf, weekOf } from '../activity-periods';
import type { DayRange } from './activity-scope';

/** The periods counters are kept by, finest first. */
export type PeriodKind = 'day' | 'week' | 'month';

/**
 * Whole periods of one kind, from the one starting on `from` to the one
 * starting on `to`: the rows of that kind's counters table in between.
 */
export interface RangePiece {
  kind: PeriodKind;
  from: string;
  to: string;
}

const isEmpty = (range: DayRange) => range.from > range.to;

/** A range as its whole weeks and the days before and after them. */
function weekPieces(range: DayRange): RangePiece[] {
  if (isEmpty(range)) return [];
  const first =
    weekOf(range.from) === range.from
      ? range.from
      : shiftDay(weekOf(range.from), 7);
  // The Monday of the last week that ends on or before `to`.
  const last = shiftDay(weekOf(shiftDay(range.to, 1)), -7);
  if (first > last) return [{ kind: 'day', ...range }];
  return [
    { kind: 'day' as const, from: range.from, to: shiftDay(first, -1) },
    { kind: 'week' as const, from: first, to: last },
    { kind: 'day' as const, from: shiftDay(last, 7), to: range.to },
  ].filter((piece) => !isEmpty(piece));
}

/** A range as its whole months, whole weeks and days. */
function monthPieces(range: DayRange): RangePiece[] {
  if (isEmpty(range)) return [];
  const first =
    monthOf(range.from) === range.from ? range.from : nextMonthOf(range.from);
  const last =
    monthEndOf(range.to) === range.to
      ? monthOf(range.to)
      : monthOf(shiftDay(monthOf(range.to), -1));
  if (first > last) return weekPieces(range);
  return [
    ...weekPieces({ from: range.from, to: shiftDay(first, -1) }),
    { kind: 'month', from: first, to: last },
    ...weekPieces({ from: nextMonthOf(last), to: range.to }),
  ];
}

/**
 * The fewest counter rows that add up to a range: its whole months from
 * the monthly counters, whole weeks around them from the weekly ones, and
 * the days left at each end (under two weeks) from the daily ones
 * (`coarsest` stops at weeks or days).
 */
export function rangePieces(
  range: DayRange,
  coarsest: PeriodKind = 'month',
): RangePiece[] {
  if (coarsest === 'month') return monthPieces(range);
  if (coarsest === 'week') return weekPieces(range);
  return isEmpty(range) ? [] : [{ kind: 'day', ...range }];
}

const periodOf: Record<PeriodKind, (day: string) => string> = {
  day: (day) => day,
  week: weekOf,
  month: monthOf,
};
const periodEndOf: Record<PeriodKind, (day: string) => string> = {
  day: (day) => day,
  week: (day) => shiftDay(weekOf(day), 6),
  month: monthEndOf,
};

/** The chart's buckets of a range, each cut to the range, oldest first. */
export function bucketRanges(
  range: DayRange,
  bucket: ActivityChartBucket,
): DayRange[] {
  const buckets: DayRange[] = [];
  for (let from = range.from; from <= range.to;) {
    const end = periodEndOf[bucket](from);
    const to = end < range.to ? end : range.to;
    buckets.push({ from, to });
    from = shiftDay(to, 1);
  }
  return buckets;
}

/**
 * A piece of a chart's range: its rows count in the bucket `bucket` (its
 * first day in the range), or each in its own period's bucket when null.
 */
export interface BucketPiece extends RangePiece {
  bucket: string | null;
}

const FINER: Record<ActivityChartBucket, PeriodKind> = {
  day: 'day',
  week: 'day',
  month: 'week',
};

/**
 * The counter rows of a chart: whole buckets straight from their period's
 * counters, and a first or last bucket the range cuts from finer ones.
 */
export function bucketPieces(
  range: DayRange,
  bucket: ActivityChartBucket,
): BucketPiece[] {
  const pieces: BucketPiece[] = [];
  let whole: BucketPiece | undefined;
  for (const part of bucketRanges(range, bucket)) {
    const isWhole =
      periodOf[bucket](part.from) === part.from &&
      periodEndOf[bucket](part.from) === part.to;
    if (isWhole && whole) {
      whole.to = part.from;
    } else if (isWhole) {
      whole = { kind: bucket, from: part.from, to: part.from, bucket: null };
      pieces.push(whole);
    } else {
      whole = undefined;
      for (const piece of rangePieces(part, FINER[bucket])) {
        pieces.push({ ...piece, bucket: part.from });
      }
    }
  }
  return pieces;
}
