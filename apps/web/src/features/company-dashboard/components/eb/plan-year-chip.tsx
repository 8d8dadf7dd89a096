import Chip from '@mui/material/Chip';

interface PlanYearChipProps {
  year: number | null;
  /** Every plan year the card shows, newest first, when more than one. */
  years?: readonly number[];
}

/**
 * The plan year a benefits card describes. Each kind of plan reads its own
 * latest year (the welfare plan may not be filed yet for the year its
 * 401(k) is), so a card over every plan may show two.
 */
export function PlanYearChip({ year, years = [] }: PlanYearChipProps) {
  if (year === null) return null;
  const label =
    years.length > 1 ? `Plan years ${years.join(', ')}` : `Plan year ${year}`;
  return <Chip size="small" variant="outlined" label={label} />;
}
