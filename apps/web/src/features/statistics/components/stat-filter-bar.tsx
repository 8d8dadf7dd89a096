import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { NaicsNode } from '@edge/contracts';
import { StateSelect } from '../../../components/ui/state-select';
import { hasStatFilters, type StatFilters } from '../utils/stat-filters';
import { IndustrySelect } from './industry-select';
import { SizeBandSelect } from './size-band-select';

interface StatFilterBarProps {
  permittedStates: readonly string[];
  industries: readonly NaicsNode[];
  filters: StatFilters;
  onChange: (change: Partial<StatFilters>) => void;
  onClear: () => void;
}

/** The filters every figure follows; each change applies at once. */
export function StatFilterBar(props: StatFilterBarProps) {
  const { filters, onChange } = props;
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Statistics filters"
      variant="outlined"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        borderRadius: '12px',
        p: 2,
        mb: 3,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          md: 'repeat(3, minmax(0, 1fr)) auto',
        },
      }}
    >
      <StateSelect
        label="States"
        options={props.permittedStates}
        value={filters.states}
        onChange={(states) => onChange({ states })}
        helperText={`Leave empty for all ${props.permittedStates.length} states you can see.`}
      />
      <IndustrySelect
        industries={props.industries}
        value={filters.naics}
        onChange={(naics) => onChange({ naics })}
      />
      <SizeBandSelect
        value={filters.sizes}
        onChange={(sizes) => onChange({ sizes })}
      />
      <Box sx={{ pt: { md: 1 } }}>
        <Button
          variant="outlined"
          onClick={props.onClear}
          disabled={!hasStatFilters(filters)}
        >
          Clear filters
        </Button>
      </Box>
    </Paper>
  );
}
