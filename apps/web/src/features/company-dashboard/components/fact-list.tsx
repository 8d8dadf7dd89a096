import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled facts; those without a value are left out, not shown blank. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter(
    ([, value]) => value !== null && value !== undefined && value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(96px, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.75,
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            sx={{ color: 'text.secondary' }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              fontWeight: 500,
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
