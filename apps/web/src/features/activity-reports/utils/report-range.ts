import {
  ACTIVITY_RANGE_MAX_DAYS,
  dayCount,
  defaultActivityRange,
  type ActivityChartBucket,
} from '@edge/contracts';

export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's UTC day: the activity log files entries under UTC days. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The range of the address (?from=&to=), else the last 30 days. */
export function rangeFromParams(
  params: URLSearchParams,
  today = utcToday(),
): DayRange {
  const fallback = defaultActivityRange(today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = {
    from: DAY.test(from) ? from : fallback.from,
    to: DAY.test(to) ? to : fallback.to,
  };
  return rangeProblem(range) ? fallback : range;
}

/** Why a range cannot be asked for, or null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (!DAY.test(range.from) || !DAY.test(range.to)) {
    return 'Choose both dates.';
  }
  if (range.from > range.to) return 'The start date is after the end date.';
  if (dayCount(range.from, range.to) > ACTIVITY_RANGE_MAX_DAYS) {
    return 'Choose at most two years.';
  }
  return null;
}

/** A day as the tables show it: Nov 27, 2026. */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A short day for a chart's axis: Nov 27. */
export function formatShortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A month for a chart's axis: Nov 2026. */
function formatMonth(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A chart point's tick: its day, or its month when a point is a month. */
export const bucketTick = (day: string, bucket: ActivityChartBucket) =>
  bucket === 'month' ? formatMonth(day) : formatShortDay(day);

/** What a chart point covers: Nov 27, 2026; Week of Nov 23, 2026; Nov 2026. */
export function bucketLabel(day: string, bucket: ActivityChartBucket): string {
  if (bucket === 'week') return `Week of ${formatDay(day)}`;
  return bucket === 'month' ? formatMonth(day) : formatDay(day);
}

const CHART_TITLES: Record<ActivityChartBucket, string> = {
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
};

/** A report chart's title: Per week, Nov 28, 2025 to Nov 27, 2026. */
export const chartTitle = (
  range: DayRange,
  bucket: ActivityChartBucket,
): string =>
  `${CHART_TITLES[bucket]}, ${formatDay(range.from)} to ${formatDay(range.to)}`;
