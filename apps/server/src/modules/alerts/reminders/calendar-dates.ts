// Calendar dates as YYYY-MM-DD text, computed on UTC days so no time zone
// or daylight-saving change moves them.

const DAY_MS = 86_400_000;

/** Year, month (1-12) and day of a YYYY-MM-DD date. */
export function dateParts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A YYYY-MM-DD date; the day must exist. */
export const isoDate = (year: number, month: number, day: number): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const utcDay = (date: string) => {
  const [year, month, day] = dateParts(date);
  return Date.UTC(year, month - 1, day);
};

/** The date `days` after (or, when negative, before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** The number of days of a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The server's calendar date at `now` (its own time zone). */
export function localDate(now: Date): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
