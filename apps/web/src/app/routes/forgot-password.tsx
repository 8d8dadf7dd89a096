import { AuthLayout } from '../../components/layouts/auth-layout';
import { showSnackbar, SNACKBAR_DURATIONS } from '../../lib/snackbar';
import {
  useForgotPassword,
  type ForgotPasswordInput,
} from '../../features/auth/api/forgot-password';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  const mutation = useForgotPassword();
  // SPEC §8: the outcome is the server's message in a 3 s snackbar.
  const handleSubmit = (input: ForgotPasswordInput) =>
    mutation.mutate(input, {
      onSuccess: (answer) =>
        showSnackbar({
          message: answer.message,
          severity: 'success',
          durationMs: SNACKBAR_DURATIONS.forgot,
        }),
      onError: (error) =>
        showSnackbar({
          message: error.message,
          severity: 'error',
          durationMs: SNACKBAR_DURATIONS.forgot,
        }),
    });
  return (
    <AuthLayout>
      <ForgotPasswordForm
        onSubmit={handleSubmit}
        isSubmitting={mutation.isPending}
      />
    </AuthLayout>
  );
}
