import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface ResultsSlowNoticeProps {
  isRetrying: boolean;
  onStop: () => void;
}

/** The server is slow (or failing and being asked again): say so. */
export function ResultsSlowNotice({
  isRetrying,
  onStop,
}: ResultsSlowNoticeProps) {
  return (
    <Alert
      severity="warning"
      role="status"
      icon={<CircularProgress size={20} color="inherit" />}
      action={
        <Button color="inherit" size="small" onClick={onStop}>
          Stop
        </Button>
      }
    >
      {isRetrying
        ? 'The server is slow to answer; retrying…'
        : 'The server is slow to answer; still waiting…'}
    </Alert>
  );
}
