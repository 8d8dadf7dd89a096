import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

const STACK_SX = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
} as const;

/** The module's cards, top to bottom: pairs of columns and wide cards. */
export function ReportStack({ children }: { children: ReactNode }) {
  return <Box sx={STACK_SX}>{children}</Box>;
}

/**
 * Two columns of cards side by side (one column on narrow screens). Each
 * column stacks its cards tightly, so a short card leaves no hole beside
 * a tall one.
 */
export function ReportPair({
  left,
  right,
}: {
  left: ReactNode;
  right: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
        },
        alignItems: 'start',
      }}
    >
      <Box sx={STACK_SX}>{left}</Box>
      <Box sx={STACK_SX}>{right}</Box>
    </Box>
  );
}
