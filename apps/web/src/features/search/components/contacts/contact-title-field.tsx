import TextField from '@mui/material/TextField';
import { CONTACT_TITLE_MAX } from '@edge/contracts';
import { useTitleDraft } from '../../hooks/use-title-draft';

interface ContactTitleFieldProps {
  /** The words searched (the address's). */
  value: string;
  onChange: (title: string) => void;
  /** The server's word on the title, if it refused it. */
  error?: string | undefined;
}

/** Words the contacts' titles hold; searched once typing pauses. */
export function ContactTitleField({
  value,
  onChange,
  error,
}: ContactTitleFieldProps) {
  // What is typed stays on screen whatever the search answers.
  const [draft, setDraft] = useTitleDraft(value, onChange);
  return (
    <TextField
      label="Title contains"
      size="small"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      placeholder="e.g. benefits manager"
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: CONTACT_TITLE_MAX } }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}
