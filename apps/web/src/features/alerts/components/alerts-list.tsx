import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { AlertItem, Module } from '@edge/contracts';
import { TickedCount } from '../../../components/ui/ticked-count';
import { paths } from '../../../config/paths';
import type { TickedRows } from '../../../hooks/use-ticked-rows';
import { useAlertCount } from '../api/get-alert-count';
import type { useAlertList } from '../api/get-alerts';
import type { AlertSort } from '../utils/alert-filters';
import type { AlertList } from '../utils/alert-list';
import { countOfAlerts } from '../utils/alert-texts';
import { AlertsTable } from './alerts-table';
import { LoadMoreAlerts } from './load-more-alerts';
import { PhoneSelectAll } from './phone-select-all';

interface AlertsListProps {
  module: Module;
  list: AlertList;
  query: ReturnType<typeof useAlertList>['query'];
  sort: AlertSort;
  onSort: (sort: AlertSort) => void;
  ticks: TickedRows;
  onOpen: (item: AlertItem) => void;
  onDelete: () => void;
}

/** The count, the selection and its Delete, the table and 'Load more'. */
export function AlertsList(props: AlertsListProps) {
  const { module, list, query, ticks } = props;
  const { data: unread } = useAlertCount(module);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <Typography sx={{ color: 'text.secondary' }}>
          {countOfAlerts(list.hits)}
          {unread ? ` · ${unread.toLocaleString('en-US')} new` : ''}
        </Typography>
        <PhoneSelectAll items={list.items} ticks={ticks} />
        <TickedCount ticks={ticks} />
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={ticks.ids.length === 0}
          onClick={props.onDelete}
          sx={{ ml: 'auto' }}
        >
          Delete selected
        </Button>
      </Box>
      <Paper
        variant="outlined"
        sx={{ borderRadius: '12px', overflow: 'hidden', minWidth: 0 }}
      >
        <Box sx={{ height: 4 }}>
          {query.isPlaceholderData && (
            <LinearProgress color="secondary" aria-label="Loading alerts" />
          )}
        </Box>
        <Box
          sx={{
            opacity: query.isPlaceholderData ? 0.55 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <AlertsTable
            items={list.items}
            sort={props.sort}
            onSort={props.onSort}
            ticks={ticks}
            companyHrefOf={(item) => paths.companyDashboard(item.muns, module)}
            onOpen={props.onOpen}
          />
        </Box>
        <LoadMoreAlerts list={list} query={query} />
      </Paper>
    </Box>
  );
}
