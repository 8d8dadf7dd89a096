import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AmsMatchField } from '@edge/contracts';
import { matchReasons } from '../utils/ams-account-text';

/** Why the AMS account matched, as labelled chips (not colour alone). */
export function MatchReasonChips({
  matchedOn,
}: {
  matchedOn: readonly AmsMatchField[];
}) {
  return (
    <Box
      component="ul"
      aria-label="Why it matched"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}
    >
      {matchReasons(matchedOn).map((reason) => (
        <Box component="li" key={reason} sx={{ listStyle: 'none' }}>
          <Chip size="small" variant="outlined" color="info" label={reason} />
        </Box>
      ))}
    </Box>
  );
}
