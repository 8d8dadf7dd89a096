import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface DefaultFilterNoteProps {
  /** What the default keeps out, e.g. 'Activity from 1/1/2024'. */
  text: string;
  clearLabel: string;
  onClear: () => void;
}

/** A default that narrows the search says so, and can be cleared. */
export function DefaultFilterNote({
  text,
  clearLabel,
  onClear,
}: DefaultFilterNoteProps) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    >
      {text} is a default: it narrows every search.
    </Alert>
  );
}
