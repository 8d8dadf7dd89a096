// Calendar arithmetic on day numbers (days since 1970-01-01, UTC), without
// Date objects in the hot path (H. Hinnant's civil-from-days algorithm).

/** Oracle-style month abbreviations, January first. */
export const MONTHS = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** [year, month 1-12, day 1-31] of a day number. */
export function civil(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe -
      Math.floor(doe / 1460) +
      Math.floor(doe / 36524) -
      Math.floor(doe / 146096)) /
      365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** YYYY-MM-DD */
export function isoDate(days: number): string {
  const [y, m, d] = civil(days);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

/** YYYYMMDD */
export function compactDate(days: number): string {
  const [y, m, d] = civil(days);
  return `${y}${pad2(m)}${pad2(d)}`;
}

/** DD-MON-YY, as older FMCSA extracts print dates. */
export function oracleDate(days: number): string {
  const [y, m, d] = civil(days);
  return `${pad2(d)}-${MONTHS[m - 1]}-${pad2(y % 100)}`;
}

/** YYYYMMDDHHMMSS from a day number and seconds into the day. */
export function timestamp14(days: number, seconds: number): string {
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  return `${compactDate(days)}${pad2(hh)}${pad2(mm)}${pad2(ss)}`;
}

/** ISO timestamp with a US offset, as DOL signature dates are written. */
export function signedTimestamp(days: number, seconds: number): string {
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  const offset = ['-0500', '-0600', '-0700', '-0800', '-0400'][days % 5];
  return `${isoDate(days)}T${pad2(hh)}:${pad2(mm)}:${pad2(ss)}${offset}`;
}

/** The same day and month n years later (Feb 29 becomes Mar 1). */
export function addYears(days: number, years: number): number {
  const [y, m, d] = civil(days);
  return dayNumber(y + years, m, d);
}

/** First day of the month that is n months after the month of `days`. */
export function addMonthsFirst(days: number, months: number): number {
  const [y, m] = civil(days);
  const total = y * 12 + (m - 1) + months;
  return dayNumber(Math.floor(total / 12), (total % 12) + 1, 1);
}

export function yearOf(days: number): number {
  return civil(days)[0];
}
