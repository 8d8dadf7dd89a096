import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { OpportunityScoreChip } from '../../../../components/ui/opportunity-level';
import { NO_RECORD_TEXT } from '../../../../utils/no-record';

const NOT_SCORED =
  'Not scored: no data the score reads (renewal dates, carrier and broker history, inspections, cases or fleet)';

/** The stored opportunity score, or '—' for a company with nothing to score. */
export function OpportunityCell({ score }: { score: number | null }) {
  if (score === null) {
    return (
      <Tooltip title={NOT_SCORED}>
        <Box component="span" sx={{ color: 'text.secondary', cursor: 'help' }}>
          {NO_RECORD_TEXT}
        </Box>
      </Tooltip>
    );
  }
  return <OpportunityScoreChip score={score} />;
}
