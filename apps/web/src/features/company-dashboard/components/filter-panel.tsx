import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';

interface FilterPanelProps {
  id: string;
  title: string;
  activeCount: number;
  isExpanded: boolean;
  onToggle: () => void;
  onReset: () => void;
  /** What the filters leave: '3 of 7 policies'. */
  summary?: string;
  children: ReactNode;
}

type BarProps = Omit<FilterPanelProps, 'id' | 'children'> & {
  regionId: string;
};

/** The panel's always-visible line: open/close, picks, what is left, Reset. */
function FilterPanelBar(props: BarProps) {
  const { activeCount, isExpanded } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
      <Button
        color="inherit"
        onClick={props.onToggle}
        aria-expanded={isExpanded}
        aria-controls={props.regionId}
        startIcon={<FilterListIcon />}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: isExpanded ? 'rotate(180deg)' : 'none' }}
          />
        }
      >
        {props.title}
      </Button>
      {activeCount > 0 && (
        <Chip
          size="small"
          color="secondary"
          variant="outlined"
          label={`${activeCount} selected`}
        />
      )}
      <Typography
        variant="caption"
        role="status"
        sx={{ ml: 'auto', color: 'text.secondary' }}
      >
        {props.summary}
      </Typography>
      <Button size="small" onClick={props.onReset} disabled={activeCount === 0}>
        Reset
      </Button>
    </Box>
  );
}

/** SPEC §4: a filter panel that opens and closes, with its picks and Reset. */
export function FilterPanel({ id, children, ...bar }: FilterPanelProps) {
  const regionId = `${id}-filters`;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '10px',
        minWidth: 0,
      }}
    >
      <FilterPanelBar {...bar} regionId={regionId} />
      <Collapse in={bar.isExpanded} id={regionId}>
        <Box
          role="group"
          aria-label={`${bar.title} filters`}
          sx={{ px: 2, pb: 2, pt: 0.5, display: 'grid', gap: 1.75 }}
        >
          {children}
        </Box>
      </Collapse>
    </Box>
  );
}
