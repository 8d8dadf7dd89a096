/** '+8% vs 2023'; nothing without a previous year or a base to compare. */
export function describeChange(
  current: number,
  previous: { value: number; year: number } | undefined,
): string | undefined {
  if (!previous || previous.value === 0) return undefined;
  const change = Math.round(
    ((current - previous.value) / previous.value) * 100,
  );
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${Math.abs(change)}% vs ${previous.year}`;
}
