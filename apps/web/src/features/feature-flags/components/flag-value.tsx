import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FEATURE_FLAG_INFO, type AccountFlag } from '@edge/contracts';

/** A flag's value for an account, and whether it is the account's own. */
export function FlagValue({ flag }: { flag: AccountFlag }) {
  const label = FEATURE_FLAG_INFO[flag.flag].label;
  const state = flag.value ? 'On' : 'Off';
  const source = flag.is_set ? 'set' : 'default';
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
      // One phrase for a screen reader: 'Statistics: On, set'.
      aria-label={`${label}: ${state}, ${source}`}
      role="img"
    >
      <Chip
        size="small"
        label={state}
        color={flag.value ? 'success' : 'default'}
        variant={flag.is_set ? 'filled' : 'outlined'}
        sx={{ minWidth: 44, fontWeight: 600 }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {source}
      </Typography>
    </Box>
  );
}
