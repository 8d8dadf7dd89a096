import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The range on the left, the download on the right (stacked when narrow). */
export function ReportToolbar({
  range,
  actions,
}: {
  range: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: 1.5,
      }}
    >
      {range}
      {actions && <Box sx={{ pt: 0.25 }}>{actions}</Box>}
    </Box>
  );
}
