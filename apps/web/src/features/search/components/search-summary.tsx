import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { LiveCount } from '../hooks/use-live-count';
import { CountFigure } from './count-figure';

interface SearchSummaryProps {
  count: LiveCount;
  onClear: () => void;
  /** Under Search and Clear (Save search). */
  actions?: ReactNode;
}

/** The live count with Search and Clear; it stays in view while scrolling. */
export function SearchSummary({ count, onClear, actions }: SearchSummaryProps) {
  const hasFieldErrors = Object.keys(count.fieldErrors).length > 0;
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label="Search summary"
      sx={{
        position: 'sticky',
        // Below the sticky 64 px app header.
        top: { md: 88 },
        bottom: { xs: 0, md: 'auto' },
        zIndex: 2,
        p: { xs: 2, md: 3 },
        borderRadius: '12px',
        boxShadow: { xs: '0 -4px 16px rgba(11,31,58,0.08)', md: 'none' },
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
      }}
    >
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Matching companies
        </Typography>
        <CountFigure
          label="Matching companies"
          total={count.total}
          isCounting={count.isCounting}
        />
        {count.errorMessage && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            {hasFieldErrors
              ? 'Some values are not valid: fix the marked fields to search.'
              : count.errorMessage}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ flex: 1 }}
        >
          Search
        </Button>
        <Button variant="outlined" size="large" onClick={onClear}>
          Clear
        </Button>
      </Box>
      {actions}
    </Paper>
  );
}
