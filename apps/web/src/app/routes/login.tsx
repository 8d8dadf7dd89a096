import { useLocation, useNavigate } from 'react-router';
import { getLandingModule, type LoginBody } from '@edge/contracts';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { Redirect } from '../../components/ui/redirect';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSignIn } from '../../features/auth/hooks/use-sign-in';
import { readLoginRedirect } from '../../utils/login-redirect';

export function LoginRoute() {
  const { data: user } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn, isPending } = useSignIn();
  const from = readLoginRedirect(location.state);

  // SPEC §2: once signed in, go back to the page asked for, else land by products.
  if (user) {
    const target = from ?? paths.home(getLandingModule(user.products));
    return <Redirect to={target} keepSearch={false} />;
  }

  const handleSubmit = async (values: LoginBody) => {
    const outcome = await signIn(values, from);
    if (outcome === 'mfa-required') {
      void navigate(paths.loginVerify, { state: { from } });
    }
  };

  return (
    <AuthLayout>
      <LoginForm
        onSubmit={(values) => void handleSubmit(values)}
        isSubmitting={isPending}
      />
    </AuthLayout>
  );
}
