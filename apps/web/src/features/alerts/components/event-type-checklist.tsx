import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { EventType } from '@edge/contracts';

interface EventTypeChecklistProps {
  eventTypes: readonly EventType[];
  isDisabled: boolean;
  /** Every type, today's and later ones. */
  isAll: boolean;
  isChosen: (type: string) => boolean;
  onAll: (isAll: boolean) => void;
  onToggle: (type: string) => void;
}

/** 'All types', then a box per event type of the application. */
export function EventTypeChecklist(props: EventTypeChecklistProps) {
  const legendId = useId();
  const { eventTypes, isDisabled } = props;
  const chosen = eventTypes.filter((t) => props.isChosen(t.type)).length;
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      disabled={isDisabled}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography
        id={legendId}
        component="legend"
        variant="subtitle2"
        sx={{ color: isDisabled ? 'text.disabled' : 'text.secondary', mb: 0.5 }}
      >
        Event types
      </Typography>
      <FormControlLabel
        label="All types"
        disabled={isDisabled}
        sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
        control={
          <Checkbox
            size="small"
            checked={props.isAll}
            indeterminate={!props.isAll && chosen > 0}
            onChange={(_, isAll) => props.onAll(isAll)}
          />
        }
      />
      <FormGroup
        sx={{
          maxHeight: 220,
          overflowY: 'auto',
          flexWrap: 'nowrap',
          pl: 2,
          borderLeft: 1,
          borderColor: 'divider',
        }}
      >
        {eventTypes.map((type) => (
          <FormControlLabel
            key={type.type}
            label={type.label}
            disabled={isDisabled}
            sx={{ '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
            control={
              <Checkbox
                size="small"
                checked={props.isChosen(type.type)}
                onChange={() => props.onToggle(type.type)}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
