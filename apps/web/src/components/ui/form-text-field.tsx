import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormField } from './form';

type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & { name: string };

/** A form's text field bound by name; its message replaces the helper text. */
export function FormTextField({
  name,
  helperText,
  ...props
}: FormTextFieldProps) {
  const field = useFormField(name);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      error={field.error !== undefined}
      helperText={field.error ?? helperText}
    />
  );
}
