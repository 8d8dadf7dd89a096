import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { NEW_VERSION_MESSAGE } from '../../lib/version-check';

/** SPEC §8: shown when a newer build is deployed and auto-refresh is off. */
export function NewVersionBar() {
  return (
    <Alert
      severity="info"
      variant="filled"
      sx={{ borderRadius: 0, justifyContent: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => window.location.reload()}
        >
          Refresh
        </Button>
      }
    >
      {NEW_VERSION_MESSAGE}
    </Alert>
  );
}
