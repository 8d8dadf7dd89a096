import { useLocation } from 'react-router';
import { getLandingModule } from '@edge/contracts';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { Redirect } from '../../components/ui/redirect';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { BackToLoginLink } from '../../features/auth/components/auth-links';
import { MfaForm } from '../../features/auth/components/mfa-form';
import { useMfaStep } from '../../features/auth/hooks/use-mfa-step';
import { readLoginRedirect } from '../../utils/login-redirect';

/** The TOTP step after a sign-in answered `mfa_required`. */
export function LoginVerifyRoute() {
  const { data: user } = useUser();
  const location = useLocation();
  const { verify, errorMessage, isPending } = useMfaStep();
  const from = readLoginRedirect(location.state);
  if (user) {
    const target = from ?? paths.home(getLandingModule(user.products));
    return <Redirect to={target} keepSearch={false} />;
  }
  return (
    <AuthLayout>
      <MfaForm
        onSubmit={(code) => void verify(code)}
        isSubmitting={isPending}
        errorMessage={errorMessage}
      />
      <BackToLoginLink />
    </AuthLayout>
  );
}
