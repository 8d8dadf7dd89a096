import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { paths } from '../../config/paths';
import { getFieldErrors } from '../../lib/api-error';
import { useResetPassword } from '../../features/auth/api/reset-password';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

function Outcome({
  title,
  severity,
  message,
  linkTo,
  linkText,
}: {
  title: string;
  severity: 'success' | 'error';
  message: string;
  linkTo: string;
  linkText: string;
}) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity={severity} sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button
        component={RouterLink}
        to={linkTo}
        variant="contained"
        fullWidth
        size="large"
      >
        {linkText}
      </Button>
    </>
  );
}

/** /edge/reset-password?token=: the page a mailed reset or invite link opens. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // An invite's link (Manage Users) sets a first password on the same page.
  const isInvite = params.get('invite') === '1';
  const title = isInvite ? 'Set your password' : 'Reset your password';
  const mutation = useResetPassword();
  const fieldError = getFieldErrors(mutation.error).password;
  let content;
  if (!token) {
    content = (
      <Outcome
        title={title}
        severity="error"
        message="This reset link is incomplete. Ask for a new one."
        linkTo={paths.forgotPassword}
        linkText="Ask for a new link"
      />
    );
  } else if (mutation.isSuccess) {
    content = (
      <Outcome
        title={title}
        severity="success"
        message={mutation.data.message}
        linkTo={paths.login}
        linkText="Go to login"
      />
    );
  } else {
    content = (
      <ResetPasswordForm
        onSubmit={(password) => mutation.mutate({ token, password })}
        isInvite={isInvite}
        isSubmitting={mutation.isPending}
        fieldError={fieldError}
        formError={fieldError ? undefined : mutation.error?.message}
      />
    );
  }
  return <AuthLayout>{content}</AuthLayout>;
}
