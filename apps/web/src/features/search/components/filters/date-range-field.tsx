import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface DateRangeFieldProps {
  label: string;
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
  error?: string | undefined;
}

/** Two date boxes (YYYY-MM-DD on the wire); an empty box is open-ended. */
export function DateRangeField({
  label,
  from,
  to,
  onChange,
  error,
}: DateRangeFieldProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <TextField
        type="date"
        label={`${label} from`}
        value={from ?? ''}
        onChange={(event) => onChange(event.target.value || null, to)}
        error={error !== undefined}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={`${label} to`}
        value={to ?? ''}
        onChange={(event) => onChange(from, event.target.value || null)}
        error={error !== undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
