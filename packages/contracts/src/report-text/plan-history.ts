import type { PlanHistoryReport } from '../benefit-reports';
import { formatCount } from '../value-format';

/**
 * The plan years a history compares, and a line when the newest is still
 * arriving. A plan filed for the year before and not yet for the newest
 * year would read as a fall to $0 premium, so the trend leaves that year
 * out and the line says why; its plans show in their own cards.
 */
export function completeHistory({ years, incomplete }: PlanHistoryReport) {
  if (!incomplete) return { years, arriving: null };
  const { year, plans_pending: pending } = incomplete;
  const plans = pending === 1 ? '1 plan' : `${formatCount(pending)} plans`;
  const have = pending === 1 ? 'has' : 'have';
  return {
    years: years.filter((y) => y.year !== year),
    arriving: `${year} filings still arriving: ${plans} filed for ${year - 1} ${have} no ${year} filing yet.`,
  };
}
