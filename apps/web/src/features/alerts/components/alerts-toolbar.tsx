import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { EventType } from '@edge/contracts';
import type { AlertFilters } from '../utils/alert-filters';
import { AlertSortSelect } from './alert-sort-select';
import { DigestSwitch } from './digest-switch';
import { EventTypeFilter } from './event-type-filter';

interface AlertsToolbarProps {
  /** The application's event types; undefined while they load. */
  eventTypes: readonly EventType[] | undefined;
  filters: AlertFilters;
  onChange: (filters: AlertFilters) => void;
  /** SPEC §4: back to newest first, every type, nothing selected. */
  onReset: () => void;
  canReset: boolean;
}

/** Filter by type, order, reset; the daily e-mail switch at the right. */
export function AlertsToolbar(props: AlertsToolbarProps) {
  const { filters, onChange } = props;
  return (
    <Box
      role="group"
      aria-label="Alert filters"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <EventTypeFilter
        types={props.eventTypes}
        value={filters.eventTypes}
        onChange={(eventTypes) => onChange({ ...filters, eventTypes })}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          width: { xs: '100%', sm: 'auto' },
        }}
      >
        <AlertSortSelect
          sort={filters.sort}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
        <Button
          variant="text"
          startIcon={<RestartAltIcon />}
          disabled={!props.canReset}
          onClick={props.onReset}
          sx={{ flex: 'none' }}
        >
          Reset
        </Button>
      </Box>
      <Box sx={{ ml: { md: 'auto' }, width: { xs: '100%', md: 'auto' } }}>
        <DigestSwitch />
      </Box>
    </Box>
  );
}
