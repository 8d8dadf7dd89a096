import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TickedRows } from '../../hooks/use-ticked-rows';

/** 'N ticked' and Clear while any row is ticked; read out as it changes. */
export function TickedCount({ ticks }: { ticks: TickedRows }) {
  const count = ticks.ids.length;
  return (
    <Box
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}
    >
      {count > 0 && (
        <>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {count.toLocaleString('en-US')} ticked
          </Typography>
          <Button size="small" onClick={ticks.clear}>
            Clear
          </Button>
        </>
      )}
    </Box>
  );
}
