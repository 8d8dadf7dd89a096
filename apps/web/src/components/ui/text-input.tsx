import {
  useEffect,
  useId,
  useRef,
  type HTMLInputTypeAttribute,
  type ReactNode,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  // Single-purpose sign-in steps put the cursor in their first field.
  shouldFocusOnMount?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  inputMode?: 'numeric' | 'text' | 'email';
  maxLength?: number;
}

// A labelled outlined input. MUI's TextField also bundles Select and Menu,
// which the sign-in screens do not need (ARCHITECTURE §6 login budget).
export function TextInput(props: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const inputRef = useRef<HTMLInputElement>(null);
  const shouldFocus = props.shouldFocusOnMount === true;
  useEffect(() => {
    if (shouldFocus) inputRef.current?.focus();
  }, [shouldFocus]);
  return (
    <FormControl variant="outlined" fullWidth error={props.error === true}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete}
        inputRef={inputRef}
        endAdornment={props.endAdornment}
        inputProps={{
          inputMode: props.inputMode,
          maxLength: props.maxLength,
          'aria-describedby': props.helperText ? helperId : undefined,
        }}
      />
      {props.helperText && (
        <FormHelperText id={helperId}>{props.helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
