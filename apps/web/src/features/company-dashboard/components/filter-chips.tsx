import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { HintButton } from '../../../components/ui/hint-button';

export interface ChipOption<T> {
  value: T;
  label: string;
}

interface FilterChipsProps<T extends string | number> {
  label: string;
  hint?: string;
  options: readonly ChipOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
}

/** A multi-select of a few values as toggle chips (pressed = picked). */
export function FilterChips<T extends string | number>(
  props: FilterChipsProps<T>,
) {
  const labelId = useId();
  if (props.options.length === 0) return null;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 28 }}>
        <Typography
          id={labelId}
          variant="caption"
          sx={{ fontWeight: 600, color: 'text.secondary' }}
        >
          {props.label}
        </Typography>
        {props.hint && (
          <HintButton label={`About ${props.label}`} text={props.hint} />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {props.options.map((option) => {
          const isPicked = props.selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              size="small"
              clickable
              aria-pressed={isPicked}
              color={isPicked ? 'secondary' : 'default'}
              variant={isPicked ? 'filled' : 'outlined'}
              icon={isPicked ? <CheckIcon /> : undefined}
              onClick={() => props.onToggle(option.value)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
