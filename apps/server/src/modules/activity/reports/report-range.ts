import { defaultActivityRange } from '@edge/contracts';
import type { DayRange } from './activity-scope';

/** Today's UTC day, the day the activity log files entries under. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The range a report reads: as asked, each missing end from the default
 * (the last 30 days to today). A range with only `from` runs to today; one
 * with only `to` covers the 30 days up to it. The query schema has already
 * refused a reversed or too long range of two given days.
 */
export function reportRange(
  query: { from?: string; to?: string },
  now = new Date(),
): DayRange {
  const to = query.to ?? utcToday(now);
  const from = query.from ?? defaultActivityRange(to).from;
  return from <= to ? { from, to } : { from: to, to };
}
