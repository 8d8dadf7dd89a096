import Chip from '@mui/material/Chip';
import { opportunityLevel, type OpportunityLevel } from '@edge/contracts';

/** Each level's name and chip colours, the text at least 4.5:1 on its fill (WCAG AA). */
export const OPPORTUNITY_LEVELS: Record<
  OpportunityLevel,
  { label: string; sx: { bgcolor: string; color: string } }
> = {
  high: { label: 'High', sx: { bgcolor: 'secondary.main', color: '#fff' } },
  medium: { label: 'Medium', sx: { bgcolor: '#fdecc8', color: '#6b4200' } },
  low: { label: 'Low', sx: { bgcolor: 'grey.200', color: 'text.primary' } },
};

/** A stored score in a results cell: the number on its level's colour. */
export function OpportunityScoreChip({ score }: { score: number }) {
  const level = OPPORTUNITY_LEVELS[opportunityLevel(score)];
  return (
    <Chip
      size="small"
      label={score}
      title={`${level.label} opportunity`}
      sx={{ ...level.sx, fontWeight: 600, minWidth: 40 }}
    />
  );
}
