import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatCount,
  PIPELINE_NOTE_MAX,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type Module,
  type PipelineStage,
} from '@edge/contracts';
import { useSetStages } from '../api/set-stages';
import { stageErrorsOf, todayIso } from '../utils/stage-texts';

interface SetStagesDialogProps {
  module: Module;
  /** The ticked companies. */
  muns: readonly string[];
  onClose: () => void;
}

const companiesText = (count: number) =>
  count === 1 ? '1 company' : `${formatCount(count)} companies`;

/**
 * 'Set pipeline stage…' of the ticked rows: one stage, today's date and an
 * optional note for all of them. A failure shows here and keeps the choice.
 */
export function SetStagesDialog({
  module,
  muns,
  onClose,
}: SetStagesDialogProps) {
  const [stage, setStage] = useState<PipelineStage | ''>('');
  const [note, setNote] = useState('');
  const save = useSetStages(module);
  const errors = save.isError ? stageErrorsOf(save.error) : { fields: {} };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stage || save.isPending) return;
    const trimmed = note.trim();
    save.mutate(
      {
        muns: [...muns],
        stage,
        stage_date: todayIso(),
        // No note keeps each company's own (decision 0038).
        ...(trimmed ? { note: trimmed } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="set-stages-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby="set-stages-title"
      >
        <DialogTitle id="set-stages-title">Set pipeline stage</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography>
              The stage of {companiesText(muns.length)}, from today.
            </Typography>
            <TextField
              select
              label="Stage"
              value={stage}
              onChange={(event) =>
                setStage(event.target.value as PipelineStage)
              }
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
              }}
              error={Boolean(errors.fields.stage)}
              helperText={errors.fields.stage}
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
              label="Stage note (optional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: PIPELINE_NOTE_MAX } }}
              error={Boolean(errors.fields.note)}
              helperText={
                errors.fields.note ?? 'Left empty, each company keeps its note.'
              }
            />
            {errors.form && (
              <Alert severity="error">
                The stage could not be set. {errors.form}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!stage || save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
