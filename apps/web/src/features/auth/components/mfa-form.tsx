import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '../../../components/ui/text-input';
import { FormHeading } from './form-heading';
import { SubmitButton } from './submit-button';

interface MfaFormProps {
  onSubmit: (code: string) => void;
  isSubmitting: boolean;
  errorMessage?: string | undefined;
}

/** The second sign-in step: the code of the user's authenticator app. */
export function MfaForm({
  onSubmit,
  isSubmitting,
  errorMessage,
}: MfaFormProps) {
  const [code, setCode] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit(code.trim());
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="mfa-title"
    >
      <FormHeading
        id="mfa-title"
        title="Verify it is you"
        subtitle="Open your authenticator app and enter the 6-digit code for Edge."
      />
      <TextInput
        label="Verification code"
        name="code"
        shouldFocusOnMount
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        error={Boolean(errorMessage)}
        helperText={errorMessage ?? ' '}
        inputMode="numeric"
        maxLength={6}
      />
      <SubmitButton label="Verify" isSubmitting={isSubmitting} spaceAbove={2} />
    </Box>
  );
}
