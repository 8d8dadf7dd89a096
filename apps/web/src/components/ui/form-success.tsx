import Alert from '@mui/material/Alert';

/** What a form's last save did, read out when it appears. */
export function FormSuccess({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
