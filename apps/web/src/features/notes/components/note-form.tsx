import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NOTE_TEXT_MAX } from '@edge/contracts';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useNoteForm } from '../hooks/use-note-form';
import { noteErrorsOf } from '../utils/note-errors';

interface NoteFormProps {
  /** The text field's label. */
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Sends the text; a rejection keeps it with the server's words. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** A new note's form empties once the note is added. */
  clearOnSuccess?: boolean;
  /** An edit starts with the cursor in the text (one job at a time). */
  isFocusedOnOpen?: boolean;
}

function noteFormErrorsOf(error: unknown) {
  const { field, form } = noteErrorsOf(error);
  return { fields: { text: field }, form };
}

/** A note's text: add or edit; a failure never loses what was typed. */
export function NoteForm(props: NoteFormProps) {
  const { label, submitLabel, onSubmit, onCancel } = props;
  const form = useNoteForm(props.initialText ?? '');
  const text = useWatch({ control: form.control, name: 'text' });
  const { isSubmitting } = form.formState;
  const focusOnMount = useCallback(
    (input: HTMLTextAreaElement | null) => input?.focus(),
    [],
  );

  const handleSubmit = async (values: { text: string }) => {
    await onSubmit(values.text);
    if (props.clearOnSuccess) form.reset({ text: '' });
  };

  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      errorsOf={noteFormErrorsOf}
      sx={{ display: 'grid', gap: 1 }}
    >
      <FormAlert />
      <FormTextField
        name="text"
        label={label}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        inputRef={props.isFocusedOnOpen ? focusOnMount : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
        helperText={`${text.length.toLocaleString('en-US')}/${NOTE_TEXT_MAX.toLocaleString('en-US')}`}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Form>
  );
}
