import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { NO_RECORD_HINT, NO_RECORD_TEXT } from '../../../../utils/no-record';

/** '—' with the hint 'no record in the source' (never a 0 or a blank). */
export function NoRecord() {
  return (
    <Tooltip title={NO_RECORD_HINT}>
      <Box component="span" sx={{ color: 'text.secondary', cursor: 'help' }}>
        {NO_RECORD_TEXT}
      </Box>
    </Tooltip>
  );
}

/** The formatted value, or '—' where the source has no row. */
export function sourced<T>(
  value: T | null | undefined,
  format: (value: T) => ReactNode = String,
): ReactNode {
  return value === null || value === undefined || value === '' ? (
    <NoRecord />
  ) : (
    format(value)
  );
}
