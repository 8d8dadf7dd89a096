import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = readonly [label: string, value: ReactNode];

const LAYOUTS = {
  // Labels as wide as the longest, 96px at least: a report card's facts.
  fit: { gridTemplateColumns: 'minmax(96px, max-content) 1fr', rowGap: 0.75 },
  // One label width, so lists stacked under each other line up.
  aligned: { gridTemplateColumns: '112px minmax(0, 1fr)', rowGap: 1 },
} as const;

interface FactListProps {
  facts: readonly Fact[];
  /** With a title the list is a section named by an overline heading. */
  title?: string;
  layout?: keyof typeof LAYOUTS;
}

/** Labelled facts; those without a value are left out, not shown blank. */
export function FactList({ facts, title, layout = 'fit' }: FactListProps) {
  const shown = facts.filter(
    ([, value]) =>
      value !== null && value !== undefined && value !== '' && value !== false,
  );
  if (shown.length === 0) return null;
  const list = (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', columnGap: 2, ...LAYOUTS[layout] }}
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
  if (title === undefined) return list;
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
      {list}
    </Box>
  );
}
