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
  severity,
  message,
  linkTo,
  linkText,
}: {
  severity: 'success' | 'error';
  message: string;
  linkTo: string;
  linkText: string;
}) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Reset your password
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

/** /edge/reset-password?token=: the page the mailed reset link opens. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useResetPassword();
  const fieldError = getFieldErrors(mutation.error).password;
  let content;
  if (!token) {
    content = (
      <Outcome
        severity="error"
        message="This reset link is incomplete. Ask for a new one."
        linkTo={paths.forgotPassword}
        linkText="Ask for a new link"
      />
    );
  } else if (mutation.isSuccess) {
    content = (
      <Outcome
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
        isSubmitting={mutation.isPending}
        fieldError={fieldError}
        formError={fieldError ? undefined : mutation.error?.message}
      />
    );
  }
  return <AuthLayout>{content}</AuthLayout>;
}
