/**
 * SPEC §9: a calendar day ('2026-03-04', or the day a timestamp is written
 * with) as M/D/YYYY. The day is read as written: no time zone moves it.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}
