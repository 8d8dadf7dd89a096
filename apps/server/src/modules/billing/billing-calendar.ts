// Calendar days as YYYY-MM-DD, counted in UTC so no time zone moves a day.

const DAY_MS = 86_400_000;

const parse = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const format = (date: Date): string => date.toISOString().slice(0, 10);

/** The calendar day of an instant (UTC). */
export const dayOf = (instant: Date): string => format(instant);

/** The day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  return format(new Date(parse(day).getTime() + days * DAY_MS));
}

/**
 * The same day of the month `months` later; a day the shorter month lacks
 * becomes its last (Jan 31 + 1 month = Feb 28 or 29).
 */
export function addMonths(day: string, months: number): string {
  const date = parse(day);
  const target = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return format(target);
}

/** Days from `start` to `end`, both counted. */
export function daysInclusive(start: string, end: string): number {
  return (
    Math.round((parse(end).getTime() - parse(start).getTime()) / DAY_MS) + 1
  );
}

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && format(parse(day)) === day;
}
