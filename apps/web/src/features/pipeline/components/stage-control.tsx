import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import {
  PIPELINE_NOTE_MAX,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type Module,
  type PipelineEntry,
  type PipelineStage,
} from '@edge/contracts';
import { useStageStatus } from '../api/get-stage-status';
import { useSetStage } from '../api/set-stage';
import { stageErrorsOf, todayIso } from '../utils/stage-texts';

// Stage and day side by side on a wide screen, one a line on a phone.
const FIELD_WIDTH = { width: { xs: '100%', sm: 180 } } as const;

interface StageControlProps {
  module: Module;
  muns: string;
}

/** The dashboard's pipeline stage: stage, its day and a note, saved at once. */
export function StageControl({ module, muns }: StageControlProps) {
  const status = useStageStatus(module, muns);
  if (status.isPending) {
    return <CircularProgress size={20} aria-label="Loading pipeline stage" />;
  }
  // A saved stage starts the form again from what the server keeps.
  return (
    <StageForm
      key={status.data?.updated_at ?? 'none'}
      module={module}
      muns={muns}
      entry={status.data ?? null}
    />
  );
}

function StageForm({
  module,
  muns,
  entry,
}: StageControlProps & { entry: PipelineEntry | null }) {
  const [stage, setStage] = useState<PipelineStage | ''>(entry?.stage ?? '');
  const [date, setDate] = useState(entry?.stage_date ?? todayIso());
  const [note, setNote] = useState(entry?.note ?? '');
  const save = useSetStage(module);
  const errors = save.isError ? stageErrorsOf(save.error) : { fields: {} };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stage || save.isPending) return;
    save.mutate({ muns, stage, stage_date: date, note });
  };

  return (
    <Box
      component="form"
      aria-label="Pipeline stage"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'start' }}
    >
      {errors.form && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          The stage could not be saved. {errors.form}
        </Alert>
      )}
      <TextField
        select
        size="small"
        label="Stage"
        value={stage}
        onChange={(event) => setStage(event.target.value as PipelineStage)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={Boolean(errors.fields.stage)}
        helperText={errors.fields.stage}
        sx={FIELD_WIDTH}
      >
        <option value="" disabled>
          Choose…
        </option>
        {PIPELINE_STAGES.map((value) => (
          <option key={value} value={value}>
            {PIPELINE_STAGE_LABELS[value]}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="Stage date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.fields.stage_date)}
        helperText={errors.fields.stage_date}
        sx={FIELD_WIDTH}
      />
      <TextField
        size="small"
        label="Stage note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PIPELINE_NOTE_MAX } }}
        error={Boolean(errors.fields.note)}
        helperText={errors.fields.note}
        sx={{ flex: '1 1 240px', width: 'auto' }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={!stage}
        aria-busy={save.isPending}
        startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}
      >
        {save.isPending ? 'Saving…' : 'Save stage'}
      </Button>
    </Box>
  );
}
