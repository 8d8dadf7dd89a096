import { shiftDay } from '@edge/contracts';

// The periods the activity counters are kept by: UTC days (YYYY-MM-DD),
// weeks named by their Monday and months by their first day, so a period
// compares with days as text on both databases.

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The first day of a day's month. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month after a day's month. */
export function nextMonthOf(day: string): string {
  const date = new Date(`${monthOf(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** The last day of a day's month. */
export const monthEndOf = (day: string): string =>
  shiftDay(nextMonthOf(day), -1);
