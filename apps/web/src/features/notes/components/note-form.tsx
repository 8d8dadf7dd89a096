import { useCallback, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { NOTE_TEXT_MAX } from '@edge/contracts';
import {
  checkNoteText,
  noteErrorsOf,
  type NoteErrors,
} from '../utils/note-errors';

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

/** A note's text: add or edit; a failure never loses what was typed. */
export function NoteForm(props: NoteFormProps) {
  const { label, submitLabel, onSubmit, onCancel } = props;
  const [text, setText] = useState(props.initialText ?? '');
  const [errors, setErrors] = useState<NoteErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const focusOnMount = useCallback(
    (input: HTMLTextAreaElement | null) => input?.focus(),
    [],
  );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const checked = checkNoteText(text);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setIsSubmitting(true);
    setErrors({});
    try {
      await onSubmit(checked.text);
      if (props.clearOnSuccess) setText('');
    } catch (error) {
      setErrors(noteErrorsOf(error));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 1 }}
    >
      {errors.form && (
        <Alert severity="error" role="alert">
          {errors.form}
        </Alert>
      )}
      <TextField
        label={label}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        inputRef={props.isFocusedOnOpen ? focusOnMount : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setErrors({});
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
        error={errors.field !== undefined}
        helperText={
          errors.field ??
          `${text.length.toLocaleString('en-US')}/${NOTE_TEXT_MAX.toLocaleString('en-US')}`
        }
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
    </Box>
  );
}
