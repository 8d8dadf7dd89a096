import type { NaicsNode } from '@edge/contracts';
import { formatCount } from '../../../../utils/format-values';
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

interface IndustriesSummaryProps {
  nodes: readonly NaicsNode[];
  /** Industries matching the search text; null without text. */
  matches: number | null;
}

/** One line on what the browser holds and how to use it. */
export function IndustriesSummary({ nodes, matches }: IndustriesSummaryProps) {
  if (matches !== null) {
    return (
      <>
        <strong>{formatCount(matches)}</strong>
        {matchesText(matches)} Choose one to search its companies.
      </>
    );
  }
  const { companies, sectors } = sectorTotals(nodes);
  return (
    <>
      <strong>{formatCount(companies)}</strong>{' '}
      {companies === 1 ? 'company' : 'companies'} in{' '}
      <strong>{formatCount(sectors)}</strong>{' '}
      {sectors === 1 ? 'sector' : 'sectors'} of your states. Open a sector to go
      down to national industries; choose an industry to search its companies.
    </>
  );
}
