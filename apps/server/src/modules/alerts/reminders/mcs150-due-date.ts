import { dateParts, daysInMonth, isoDate } from './calendar-dates';

/**
 * When a motor carrier's MCS-150 biennial update is next due (FMCSA, 49 CFR
 * 390.19): the next-to-last digit of the USDOT number is the month (1 for
 * January to 9 for September, 0 for October), the last digit the year
 * (odd in odd years, even in even years), due by the month's last day. The
 * first such day on or after `today`; null for a number without digits.
 */
export function mcs150DueDate(dotNumber: string, today: string): string | null {
  const digits = dotNumber.replace(/\D/g, '');
  if (digits === '') return null;
  // A one-digit number reads as if written with a leading zero.
  const padded = digits.padStart(2, '0');
  const monthDigit = Number(padded[padded.length - 2]);
  const month = monthDigit === 0 ? 10 : monthDigit;
  const parity = Number(padded[padded.length - 1]) % 2;
  const dueIn = (year: number) =>
    isoDate(year, month, daysInMonth(year, month));
  let [year] = dateParts(today);
  if (year % 2 !== parity) year += 1;
  return dueIn(year) >= today ? dueIn(year) : dueIn(year + 2);
}
