import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled block of fields inside a section, laid out on a grid. */
export function FieldGroup({
  title,
  columns = 2,
  children,
}: {
  title: string;
  columns?: number;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
