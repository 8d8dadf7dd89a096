/** The hour the daily mail goes, as people say it: 0 -> '12 AM', 13 -> '1 PM'. */
export function formatDigestHour(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const onClock = hour % 12 === 0 ? 12 : hour % 12;
  return `${onClock} ${suffix}`;
}
