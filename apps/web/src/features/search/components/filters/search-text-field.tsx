import TextField from '@mui/material/TextField';

interface SearchTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
}

/** A plain text criterion; Enter runs the search (the form submits). */
export function SearchTextField(props: SearchTextFieldProps) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      placeholder={props.placeholder}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error !== undefined}
      helperText={props.error ?? props.helperText}
      slotProps={{ htmlInput: { inputMode: props.inputMode ?? 'text' } }}
    />
  );
}
