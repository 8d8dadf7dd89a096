import Chip from '@mui/material/Chip';

/** The plan year a benefits card describes. */
export function PlanYearChip({ year }: { year: number | null }) {
  if (year === null) return null;
  return <Chip size="small" variant="outlined" label={`Plan year ${year}`} />;
}
