import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MONTH_NAMES } from '@edge/contracts';

interface MonthChipsProps {
  label: string;
  value: readonly number[];
  onChange: (months: number[]) => void;
  error?: string | undefined;
}

/** Jan..Dec as toggles; months are 1 to 12, kept in calendar order. */
export function MonthChips({ label, value, onChange, error }: MonthChipsProps) {
  const id = useId();
  const toggle = (month: number) =>
    onChange(
      value.includes(month)
        ? value.filter((m) => m !== month)
        : [...value, month].sort((a, b) => a - b),
    );
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography
        id={id}
        variant="body2"
        sx={{ color: 'text.secondary', mb: 1 }}
      >
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {MONTH_NAMES.map((name, i) => {
          const isOn = value.includes(i + 1);
          return (
            <Chip
              key={name}
              label={name}
              clickable
              aria-pressed={isOn}
              color={isOn ? 'secondary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              onClick={() => toggle(i + 1)}
              sx={{ minWidth: 52 }}
            />
          );
        })}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
