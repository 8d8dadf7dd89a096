import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import {
  brokerClientSortSchema,
  DEFAULT_BROKER_CLIENT_SORT,
  type BrokerClientSortField,
  type BrokerClientsResponse,
} from '@edge/contracts';
import {
  useTableState,
  type TableStateHandle,
} from '../../../hooks/use-table-state';
import type { SortRule } from '../../../utils/table-state';
import { useBrokerClients } from '../api/get-broker-clients';
import { BrokerClientsTable } from './broker-clients-table';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PagedTable } from '../../../components/ui/paged-table';
import { ProfileCard } from './profile-card';

// The sorts the clients route accepts; the largest premium first by default.
const SORT_RULE: SortRule<BrokerClientSortField> = {
  schema: brokerClientSortSchema,
  fallback: DEFAULT_BROKER_CLIENT_SORT,
};

function ClientsPage({
  data,
  isUpdating,
  table: { state, update },
}: {
  data: BrokerClientsResponse;
  isUpdating: boolean;
  table: TableStateHandle<BrokerClientSortField>;
}) {
  if (data.total === 0) {
    return (
      <MessagePanel
        level="h3"
        icon={<GroupsIcon />}
        title="No clients in your states"
      >
        This broker&apos;s clients are all in states your subscription does not
        cover.
      </MessagePanel>
    );
  }
  if (data.clients.length === 0) {
    return (
      <MessagePanel
        level="h3"
        icon={<GroupsIcon />}
        title="This page is past the last client"
        actions={
          <Button variant="contained" onClick={() => update({ page: 1 })}>
            Go to the first page
          </Button>
        }
      />
    );
  }
  return (
    <Box aria-busy={isUpdating} sx={{ minWidth: 0 }}>
      <PagedTable
        label="Clients"
        isUpdating={isUpdating}
        total={data.total}
        page={state.page}
        pageSize={state.pageSize}
        onChange={update}
      >
        <BrokerClientsTable
          clients={data.clients}
          sort={state.sort}
          onSort={(sort) => update({ sort, page: 1 })}
        />
      </PagedTable>
    </Box>
  );
}

/** The paged, sortable clients of a broker in the user's states. */
export function BrokerClientsSection({ msid }: { msid: string }) {
  const table = useTableState(SORT_RULE);
  const clients = useBrokerClients(msid, table.query);
  let content;
  if (clients.isPending) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading clients" />
      </Box>
    );
  } else if (clients.isError) {
    content = (
      <MessagePanel
        level="h3"
        role="alert"
        icon={<ErrorOutlineIcon />}
        title="The clients could not be loaded"
        actions={
          <Button variant="contained" onClick={() => void clients.refetch()}>
            Try again
          </Button>
        }
      >
        {clients.error.message}
      </MessagePanel>
    );
  } else {
    content = (
      <ClientsPage
        data={clients.data}
        isUpdating={clients.isPlaceholderData}
        table={table}
      />
    );
  }
  return (
    <ProfileCard id="broker-clients-title" title="Clients">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Premium, participants and carrier are each company&apos;s own, for its
        latest plan year and all its brokers.
      </Typography>
      {content}
    </ProfileCard>
  );
}
