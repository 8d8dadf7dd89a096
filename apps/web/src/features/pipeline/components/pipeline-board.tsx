import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  pipelineStageSchema,
  type Module,
  type PipelineCard as Card,
  type PipelineStage,
} from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { usePipeline } from '../api/get-pipeline';
import { PipelineCard } from './pipeline-card';

/** The module's pipeline: a column per stage, narrowed by a stage filter. */
export function PipelineBoard({ module }: { module: Module }) {
  const [params, setParams] = useSearchParams();
  const parsed = pipelineStageSchema.safeParse(params.get('stage'));
  const filter = parsed.success ? parsed.data : undefined;
  const board = usePipeline(module, filter);
  const stages = filter ? [filter] : PIPELINE_STAGES;

  const choose = (stage: PipelineStage | undefined) =>
    setParams(stage ? { stage } : {}, { replace: true });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="group"
        aria-label="Filter by stage"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Chip
          label="All stages"
          color={filter ? 'default' : 'primary'}
          aria-pressed={!filter}
          onClick={() => choose(undefined)}
        />
        {PIPELINE_STAGES.map((stage) => (
          <Chip
            key={stage}
            label={PIPELINE_STAGE_LABELS[stage]}
            color={filter === stage ? 'primary' : 'default'}
            aria-pressed={filter === stage}
            onClick={() => choose(stage)}
          />
        ))}
      </Box>
      {board.isPending ? (
        <Box role="status" aria-label="Loading the pipeline">
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : board.isError ? (
        <RetryAlert onRetry={() => void board.refetch()}>
          The pipeline could not be loaded. {board.error.message}
        </RetryAlert>
      ) : board.data.count === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {filter
            ? `No companies are at the stage ${PIPELINE_STAGE_LABELS[filter]}.`
            : 'No companies in your pipeline yet. Set a stage on a company’s dashboard.'}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: `repeat(${stages.length}, minmax(0, 1fr))`,
            },
          }}
        >
          {stages.map((stage) => (
            <StageColumn
              key={stage}
              module={module}
              stage={stage}
              cards={board.data.companies.filter((c) => c.stage === stage)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function StageColumn({
  module,
  stage,
  cards,
}: {
  module: Module;
  stage: PipelineStage;
  cards: Card[];
}) {
  const headingId = `pipeline-${stage}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1">
        {PIPELINE_STAGE_LABELS[stage]} ({cards.length})
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {cards.map((card) => (
          <PipelineCard key={card.muns} module={module} card={card} />
        ))}
      </Box>
    </Box>
  );
}
