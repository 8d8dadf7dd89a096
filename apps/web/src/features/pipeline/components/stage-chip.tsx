import Chip from '@mui/material/Chip';
import {
  PIPELINE_STAGE_LABELS,
  type Module,
  type PipelineStage,
} from '@edge/contracts';
import { useStageStatus } from '../api/get-stage-status';

/** The user's pipeline stage of a company, on a results or favorites row. */
export function StageChip({ module, muns }: { module: Module; muns: string }) {
  const { data } = useStageStatus(module, muns);
  if (!data) return null;
  return <StageLabelChip stage={data.stage} />;
}

/** A stage already known (a renewal carries its company's stage). */
export function StageLabelChip({ stage }: { stage: PipelineStage }) {
  const label = PIPELINE_STAGE_LABELS[stage];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={stage === 'won' ? 'success' : 'default'}
      label={label}
      aria-label={`Pipeline stage: ${label}`}
    />
  );
}
