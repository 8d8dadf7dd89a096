import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FormHeading } from './form-heading';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

interface ResetPasswordFormProps {
  onSubmit: (password: string) => void;
  isSubmitting: boolean;
  fieldError?: string | undefined;
  formError?: string | undefined;
}

// STYLE §4: server field errors go on the field; the typed value stays.
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { onSubmit, isSubmitting, fieldError, formError } = props;
  const [password, setPassword] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit(password);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="reset-title"
    >
      <FormHeading
        id="reset-title"
        title="Choose a new password"
        subtitle="Pick a password you do not use anywhere else."
      />
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        shouldFocusOnMount
        value={password}
        onChange={setPassword}
        error={Boolean(fieldError)}
        helperText={fieldError ?? ' '}
      />
      <SubmitButton
        label="Set password"
        isSubmitting={isSubmitting}
        spaceAbove={2}
      />
    </Box>
  );
}
