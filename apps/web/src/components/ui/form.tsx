import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ERROR_TEXTS } from '@edge/contracts';
import { isApiError } from '../../lib/api-error';

const SERVER_ERROR = 'root.server';

/** A refused submit: messages for fields, and one for the whole form. */
export interface FormErrors<TValues extends FieldValues> {
  fields?: Partial<Record<Path<TValues>, string | undefined>>;
  form?: string | undefined;
}

type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

/** A form checked by a zod schema, typed by its input and its output. */
export function useZodForm<TSchema extends ZodFormSchema>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
    // A message stays until the next submit or the next keystroke; the
    // cursor stays where the user left it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

interface FormProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Gets the schema's output; a rejection keeps what was typed. */
  onSubmit: (values: TOutput) => unknown;
  /** Where a rejection's messages go; by default above the fields. */
  errorsOf?: (error: unknown) => FormErrors<TValues>;
  children: ReactNode;
  sx?: SxProps<Theme>;
  'aria-labelledby'?: string;
}

function defaultErrorsOf(error: unknown): FormErrors<FieldValues> {
  return { form: isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH };
}

/**
 * A form from a zod schema (STYLE §2): checked on submit, one submit at a
 * time, and server messages put on their fields (STYLE §4).
 */
export function Form<TValues extends FieldValues, TOutput>(
  props: FormProps<TValues, TOutput>,
) {
  const { form, onSubmit, errorsOf = defaultErrorsOf } = props;
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const { fields = {}, form: message } = errorsOf(error);
      for (const [name, fieldMessage] of Object.entries(fields)) {
        if (typeof fieldMessage === 'string') {
          form.setError(name as Path<TValues>, { message: fieldMessage });
        }
      }
      if (message) form.setError(SERVER_ERROR, { message });
    }
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles events out of a dialog's portal: not to an outer form.
    event.stopPropagation();
    if (isSubmitting) return;
    form.clearErrors(SERVER_ERROR);
    // Checked first, so a refused value never shows the submit as pending.
    void form.trigger().then((isValid) => {
      if (isValid) void submit();
    });
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby={props['aria-labelledby']}
        sx={props.sx}
      >
        {props.children}
      </Box>
    </FormProvider>
  );
}

/** The form's own message (not about one field), above its fields. */
export function FormAlert() {
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** A text field's value, its message, and typing that clears messages. */
export function useFormField(name: string) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    error: fieldState.error?.message,
    onChange: (value: string) => {
      clearErrors();
      field.onChange(value);
    },
  };
}
