// SPEC §9: dates read M/D/YYYY. The server sends the renewal date as YYYY-MM-DD,
// a calendar date: parse the parts so no time zone shifts the day.
export function formatRenewalDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}
