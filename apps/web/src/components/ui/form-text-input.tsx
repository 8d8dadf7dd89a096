import { useFormField } from './form';
import { TextInput, type TextInputProps } from './text-input';

export type FormTextInputProps = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange'
> & { name: string };

/**
 * The light text input of the sign-in screens, bound by name. A message of
 * the form wins; else the caller's (a server answer kept by the screen).
 */
export function FormTextInput({ name, ...props }: FormTextInputProps) {
  const field = useFormField(name);
  return (
    <TextInput
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      error={field.error !== undefined || props.error === true}
      helperText={field.error ?? props.helperText}
    />
  );
}
