import { formatCount, type StatisticsFigure } from '@edge/contracts';

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});

/**
 * How many of the companies the filters keep have the figure's data at
 * all: 'Companies with an OSHA inspection: 12,345 of 98,765 companies (12.5%)'.
 */
export function coverageText({
  companies,
  with_data: withData,
  label,
}: StatisticsFigure['coverage']): string {
  if (companies === 0) return 'No companies match these filters.';
  const what = label.charAt(0).toUpperCase() + label.slice(1);
  const share = percent.format(withData / companies);
  return `${what}: ${formatCount(withData)} of ${formatCount(companies)} companies (${share})`;
}
