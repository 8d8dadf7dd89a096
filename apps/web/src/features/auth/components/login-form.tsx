import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import type { LoginBody } from '@edge/contracts';
import { TextInput } from '../../../components/ui/text-input';
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit({ username, password });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="login-title"
    >
      <FormHeading
        id="login-title"
        title="Sign in to Edge"
        subtitle="Welcome back. Your next client is a search away."
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <TextInput
          label="User Name"
          name="username"
          autoComplete="username"
          shouldFocusOnMount
          value={username}
          onChange={setUsername}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </Box>
      <ForgotLoginLink />
      <SubmitButton label="Login" isSubmitting={isSubmitting} />
    </Box>
  );
}
