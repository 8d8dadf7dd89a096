import Chip from '@mui/material/Chip';
import type { OshaInspection } from '@edge/contracts';
import { formatDate } from '@edge/contracts';

/** The inspection the violations are narrowed to; removing it shows all. */
export function InspectionChip({
  activityNr,
  inspection,
  onRemove,
}: {
  activityNr: string;
  inspection: OshaInspection | null;
  onRemove: () => void;
}) {
  const opened = inspection?.open_date
    ? `, opened ${formatDate(inspection.open_date)}`
    : '';
  return (
    <Chip
      color="primary"
      variant="outlined"
      label={`Inspection ${activityNr}${opened}`}
      onDelete={onRemove}
      title="Remove to show every violation"
    />
  );
}
