import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A short form's field and buttons on one line, wrapping on a phone. */
export function InlineFormRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        flexWrap: 'wrap',
      }}
    >
      {children}
    </Box>
  );
}
