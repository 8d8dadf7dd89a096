import Box from '@mui/material/Box';
import type { LoginBody } from '@edge/contracts';
import { Form } from '../../../components/ui/form';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { useLoginForm } from '../hooks/use-login-form';
import { ForgotLoginLink } from './auth-links';
import { FormHeading } from './form-heading';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

interface LoginFormProps {
  onSubmit: (values: LoginBody) => void;
  isSubmitting: boolean;
}

// SPEC §5: no client-side field rules; the server decides. What was typed is
// kept on failure because the form owns its values.
export function LoginForm({ onSubmit, isSubmitting }: LoginFormProps) {
  const form = useLoginForm();
  return (
    <Form
      form={form}
      onSubmit={(values) => {
        if (!isSubmitting) onSubmit(values);
      }}
      aria-labelledby="login-title"
    >
      <FormHeading
        id="login-title"
        title="Sign in to Edge"
        subtitle="Welcome back. Your next client is a search away."
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextInput
          label="User Name"
          name="username"
          autoComplete="username"
          shouldFocusOnMount
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
        />
      </Box>
      <ForgotLoginLink />
      <SubmitButton label="Login" isSubmitting={isSubmitting} />
    </Form>
  );
}
