import type { NaicsNode } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import { NAICS_MATCH_LIMIT } from '../../utils/naics-tree';

/** Companies and sectors of the tree: every company sits in one sector. */
export function sectorTotals(nodes: readonly NaicsNode[]) {
  const sectors = nodes.filter((n) => n.parent === null && n.companies > 0);
  const companies = sectors.reduce((sum, n) => sum + n.companies, 0);
  return { companies, sectors: sectors.length };
}

function matchesText(matches: number): string {
  // The search stops listing at the limit: there may be more.
  if (matches >= NAICS_MATCH_LIMIT) {
    return ' or more industries match; type more to narrow the list.';
  }
  return matches === 1 ? ' industry matches.' : ' industries match.';
}

const companiesText = (n: number) => (n === 1 ? 'company' : 'companies');

interface IndustriesSummaryProps {
  nodes: readonly NaicsNode[];
  /** Companies the Commercial Lines search finds, with or without a code. */
  total: number;
  /** Industries matching the search text; null without text. */
  matches: number | null;
}

/**
 * One line on what the browser holds and how to use it. The total is the
 * Commercial Lines search's own count, the figure its home shows; the
 * companies without an industry code are named so the sectors add up.
 */
export function IndustriesSummary({
  nodes,
  total,
  matches,
}: IndustriesSummaryProps) {
  if (matches !== null) {
    return (
      <>
        <strong>{formatCount(matches)}</strong>
        {matchesText(matches)} Choose one to search its companies.
      </>
    );
  }
  const { companies, sectors } = sectorTotals(nodes);
  const withoutCode = total - companies;
  return (
    <>
      <strong>{formatCount(total)}</strong> {companiesText(total)}{' '}
      {total === 1 ? 'matches' : 'match'} the Commercial Lines search in your
      states: <strong>{formatCount(companies)}</strong> in{' '}
      <strong>{formatCount(sectors)}</strong>{' '}
      {sectors === 1 ? 'sector' : 'sectors'}
      {withoutCode > 0 && (
        <>
          , <strong>{formatCount(withoutCode)}</strong> without an industry code
        </>
      )}
      . Open a sector to go down to national industries; choose an industry to
      search its companies.
    </>
  );
}
