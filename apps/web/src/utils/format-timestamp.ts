/**
 * SPEC §9: the day of a stored moment (an ISO timestamp in UTC) as M/D/YYYY,
 * in the reader's own time zone: a note written at 9 pm is of that day.
 */
export function formatTimestampDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
