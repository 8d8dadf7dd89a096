import Box from '@mui/material/Box';
import { useBrokerSearchState } from '../hooks/use-broker-search-state';
import { BrokerSearchFilters } from './broker-search-filters';
import { BrokerSearchResults } from './broker-search-results';

/** EB broker search (SPEC §1): brokers with clients in the user's states. */
export function BrokerSearch() {
  const search = useBrokerSearchState();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <BrokerSearchFilters {...search} />
      <BrokerSearchResults {...search} />
    </Box>
  );
}
