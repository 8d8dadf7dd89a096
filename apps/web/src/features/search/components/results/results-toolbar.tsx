import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import { formatCount } from '@edge/contracts';
import type { ResultsView } from '../../utils/search-modules';

interface ResultsToolbarProps {
  total: number | undefined;
  isFailed: boolean;
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  editHref: string;
  /** Beside Edit search (Save search). */
  actions?: ReactNode;
}

function titleOf(total: number | undefined, isFailed: boolean): string {
  if (isFailed) return 'No results';
  if (total === undefined) return 'Searching…';
  return `${formatCount(total)} ${total === 1 ? 'company' : 'companies'}`;
}

export function ResultsToolbar({
  total,
  isFailed,
  view,
  onViewChange,
  editHref,
  actions,
}: ResultsToolbarProps) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Typography
        variant="h2"
        sx={{ mr: 'auto', fontVariantNumeric: 'tabular-nums' }}
        aria-live="polite"
      >
        {titleOf(total, isFailed)}
      </Typography>
      <Button
        component={RouterLink}
        to={editHref}
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
      >
        Edit search
      </Button>
      {actions}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label="Results view"
        onChange={(_, next: ResultsView | null) => {
          if (next) onViewChange(next);
        }}
      >
        <ToggleButton
          value="table"
          aria-label="Table"
          sx={{ gap: 0.75, px: 1.5 }}
        >
          <TableRowsOutlinedIcon fontSize="small" /> Table
        </ToggleButton>
        <ToggleButton value="map" aria-label="Map" sx={{ gap: 0.75, px: 1.5 }}>
          <MapOutlinedIcon fontSize="small" /> Map
        </ToggleButton>
        <ToggleButton
          value="contacts"
          aria-label="Contacts"
          sx={{ gap: 0.75, px: 1.5 }}
        >
          <PeopleOutlinedIcon fontSize="small" /> Contacts
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
