import { dateParts, daysInMonth, isoDate } from './calendar-dates';

/**
 * The first yearly return of `date` on or after `today`: the date itself
 * when it is still ahead. February 29 falls on February 28 in a common year
 * (the last day of the month the term started in).
 */
export function nextAnniversary(date: string, today: string): string {
  if (date >= today) return date;
  const [, month, day] = dateParts(date);
  for (let [year] = dateParts(today); ; year += 1) {
    const candidate = isoDate(
      year,
      month,
      Math.min(day, daysInMonth(year, month)),
    );
    if (candidate >= today) return candidate;
  }
}
