import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface TermRow {
  // A word, or what stands for it (key caps).
  term: ReactNode;
  text: string;
  // The row's React key; the term when it is text.
  key?: string;
}

/** Terms and what they mean: side by side on wide screens, stacked on phones. */
export function TermsBlock({ rows }: { rows: readonly TermRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 3fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        alignItems: 'baseline',
        m: 0,
      }}
    >
      {rows.map((row) => (
        <Box key={row.key ?? String(row.term)} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            sx={{ fontWeight: 600, mt: { xs: 1.25, sm: 0 } }}
          >
            {row.term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
            {row.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
