import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MinimalLayout } from '../../components/layouts/minimal-layout';
import { paths } from '../../config/paths';
import { useConfirmEmail } from '../../features/my-account/api/confirm-email';

function Outcome() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  if (!token) {
    return (
      <Alert severity="error">
        This confirmation link is incomplete. Change your e-mail address on My
        Account again.
      </Alert>
    );
  }
  if (confirm.isSuccess) {
    return (
      <>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {confirm.data.message}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.root}
          variant="contained"
          fullWidth
        >
          Go to Edge
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Confirm that Edge should write to this address from now on.
      </Typography>
      {confirm.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {confirm.error.message}
        </Alert>
      )}
      <Button
        variant="contained"
        fullWidth
        size="large"
        loading={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        Confirm my new e-mail address
      </Button>
    </>
  );
}

/** /edge/confirm-email?token=: the page the mailed confirmation link opens. */
export function ConfirmEmailRoute() {
  return (
    <MinimalLayout>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 480,
          p: { xs: 3, sm: 5 },
          borderRadius: '16px',
        }}
      >
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          Confirm your e-mail address
        </Typography>
        <Outcome />
      </Paper>
    </MinimalLayout>
  );
}
