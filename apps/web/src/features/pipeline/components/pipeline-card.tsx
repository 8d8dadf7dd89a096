import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type Module,
  type PipelineCard as Card_,
  type PipelineStage,
} from '@edge/contracts';
import { paths } from '../../../config/paths';
import { useSetStage } from '../api/set-stage';
import { noteExcerpt, stageErrorsOf } from '../utils/stage-texts';
import { formatCalendarDate } from '../../../utils/format-calendar-date';

interface PipelineCardProps {
  module: Module;
  card: Card_;
}

/** A company on the board, with a select that moves it to another stage. */
export function PipelineCard({ module, card }: PipelineCardProps) {
  const move = useSetStage(module);
  const place = [card.city, card.state].filter(Boolean).join(', ');
  const error = move.isError ? stageErrorsOf(move.error) : null;

  // A move keeps the note; the stage's day becomes today.
  const handleMove = (stage: PipelineStage) => {
    if (stage !== card.stage) {
      move.mutate({ muns: card.muns, stage, note: card.note });
    }
  };

  return (
    <Card variant="outlined" component="li" aria-label={card.entity_name}>
      <CardContent sx={{ display: 'grid', gap: 0.75, p: 1.5 }}>
        <Link
          component={RouterLink}
          to={paths.companyDashboard(card.muns, module)}
          sx={{ fontWeight: 600 }}
        >
          {card.entity_name}
        </Link>
        {place && (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        )}
        <Typography variant="body2">
          Since {formatCalendarDate(card.stage_date)}
        </Typography>
        {card.note && (
          <Typography variant="body2" color="text.secondary">
            {noteExcerpt(card.note)}
          </Typography>
        )}
        <TextField
          select
          size="small"
          label={`Move ${card.entity_name} to stage`}
          value={card.stage}
          disabled={move.isPending}
          onChange={(event) => handleMove(event.target.value as PipelineStage)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          error={Boolean(error)}
          helperText={
            error &&
            `Not moved. ${Object.values(error.fields)[0] ?? error.form ?? ''}`
          }
        >
          {PIPELINE_STAGES.map((value) => (
            <option key={value} value={value}>
              {PIPELINE_STAGE_LABELS[value]}
            </option>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
