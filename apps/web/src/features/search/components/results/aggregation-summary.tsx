import Box from '@mui/material/Box';
import type { Aggregation } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import type { SearchPage } from '../../api/get-search-results';
import { BucketCard } from './bucket-card';

const knownLine = (what: string, aggregation: Aggregation) =>
  `${what} known for ${formatCount(aggregation.known)} of ${formatCount(aggregation.total)} companies`;

/** Where the matched companies are; for benefits, their brokers and carriers. */
export function AggregationSummary({ page }: { page: SearchPage }) {
  if (page.module === 'pc') {
    return (
      <BucketCard
        title="Companies by state"
        aggregation={page.response.aggregations.states}
        initialRows={10}
        isWide
      />
    );
  }
  const { states, brokers, carriers } = page.response.aggregations;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <BucketCard title="Companies by state" aggregation={states} />
      {/* SPEC §5, §9: top 10, with 'Broker Not Provided' among them. */}
      <BucketCard
        title="Top brokers"
        aggregation={brokers}
        footnote={knownLine('Broker', brokers)}
      />
      <BucketCard
        title="Top carriers"
        aggregation={carriers}
        footnote={knownLine('Carrier', carriers)}
      />
    </Box>
  );
}
