import Chip from '@mui/material/Chip';
import { PIPELINE_STAGE_LABELS, type Module } from '@edge/contracts';
import { useStageStatus } from '../api/get-stage-status';

/** The user's pipeline stage of a company, on a results or favorites row. */
export function StageChip({ module, muns }: { module: Module; muns: string }) {
  const { data } = useStageStatus(module, muns);
  if (!data) return null;
  const label = PIPELINE_STAGE_LABELS[data.stage];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={data.stage === 'won' ? 'success' : 'default'}
      label={label}
      aria-label={`Pipeline stage: ${label}`}
    />
  );
}
