import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled facts of a company; empty values are left out. */
export function FactList({
  title,
  facts,
}: {
  title: string;
  facts: readonly Fact[];
}) {
  const shown = facts.filter(
    ([, value]) =>
      value !== null && value !== undefined && value !== '' && value !== false,
  );
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography
        variant="overline"
        component="h3"
        sx={{
          color: 'text.secondary',
          fontWeight: 700,
          letterSpacing: '0.06em',
        }}
      >
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '112px minmax(0, 1fr)',
          rowGap: 1,
          columnGap: 2,
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
    </Box>
  );
}
