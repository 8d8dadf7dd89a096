import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import type { BrokerSearchResponse } from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PagedTable } from '../../../components/ui/paged-table';
import { formatCount } from '@edge/contracts';
import { useBrokerSearch } from '../api/search-brokers';
import type { BrokerSearchStateApi } from '../hooks/use-broker-search-state';
import { hasBrokerFilters } from '../utils/broker-search-params';
import { BrokerSearchTable } from './broker-search-table';

type Props = Pick<
  BrokerSearchStateApi,
  'state' | 'query' | 'update' | 'clearFilters'
>;

function BrokersPage({
  data,
  isUpdating,
  search: { state, update },
}: {
  data: BrokerSearchResponse;
  isUpdating: boolean;
  search: Props;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="broker-results-title"
      aria-busy={isUpdating}
      sx={{ borderRadius: '12px', minWidth: 0, overflow: 'hidden' }}
    >
      <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
        <Typography id="broker-results-title" variant="h3" component="h2">
          {formatCount(data.total)} {data.total === 1 ? 'broker' : 'brokers'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Participants and premium add up each client&apos;s own figures for its
          latest plan year.
        </Typography>
      </Box>
      <PagedTable
        label="Brokers"
        isUpdating={isUpdating}
        total={data.total}
        page={state.page}
        pageSize={state.pageSize}
        onChange={update}
      >
        <BrokerSearchTable
          brokers={data.brokers}
          sort={state.sort}
          onSort={(sort) => update({ sort, page: 1 })}
        />
      </PagedTable>
    </Paper>
  );
}

/** The list of brokers: loading, error, empty, or a sortable paged table. */
export function BrokerSearchResults(props: Props) {
  const { state, query, update, clearFilters } = props;
  const brokers = useBrokerSearch(query);
  if (brokers.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading brokers" />
      </Box>
    );
  }
  if (brokers.isError) {
    return (
      <MessagePanel
        role="alert"
        icon={<ErrorOutlineIcon />}
        title="The brokers could not be loaded"
        actions={
          <Button variant="contained" onClick={() => void brokers.refetch()}>
            Try again
          </Button>
        }
      >
        {brokers.error.message}
      </MessagePanel>
    );
  }
  const { data } = brokers;
  if (data.total === 0) {
    const isFiltered = hasBrokerFilters(state);
    return (
      <MessagePanel
        icon={<PersonSearchIcon />}
        title={isFiltered ? 'No brokers match these filters' : 'No brokers'}
        actions={
          isFiltered && (
            <Button variant="contained" onClick={clearFilters}>
              Clear filters
            </Button>
          )
        }
      >
        {isFiltered
          ? 'Try fewer filters or a shorter part of the name.'
          : 'No broker has clients in your states.'}
      </MessagePanel>
    );
  }
  if (data.brokers.length === 0) {
    return (
      <MessagePanel
        icon={<PersonSearchIcon />}
        title="This page is past the last broker"
        actions={
          <Button variant="contained" onClick={() => update({ page: 1 })}>
            Go to the first page
          </Button>
        }
      />
    );
  }
  return (
    <BrokersPage
      data={data}
      isUpdating={brokers.isPlaceholderData}
      search={props}
    />
  );
}
