import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '../../../components/ui/text-input';
import type { ForgotPasswordInput } from '../api/forgot-password';
import { getForgotMode, type ForgotChoice } from '../utils/get-forgot-mode';
import { BackToLoginLink } from './auth-links';
import { FormHeading } from './form-heading';
import { LostChoice } from './lost-choice';
import { SubmitButton } from './submit-button';

interface ForgotPasswordFormProps {
  onSubmit: (input: ForgotPasswordInput) => void;
  isSubmitting: boolean;
}

const NOTHING_LOST: ForgotChoice = { lostUsername: false, lostPassword: false };

// SPEC §2, §5: Lost Username or Password; no client-side field rules.
export function ForgotPasswordForm({
  onSubmit,
  isSubmitting,
}: ForgotPasswordFormProps) {
  const [choice, setChoice] = useState(NOTHING_LOST);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const mode = getForgotMode(choice);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!mode.isSubmitVisible || isSubmitting) return;
    onSubmit({
      ...choice,
      email,
      username: mode.isUsernameVisible ? username : '',
    });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="forgot-title"
    >
      <FormHeading
        id="forgot-title"
        title="Lost Username or Password"
        subtitle={mode.help}
        subtitleTestId="forgot-help"
      />
      <LostChoice value={choice} onChange={setChoice} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {mode.isUsernameVisible && (
          <TextInput
            label="User Name"
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
          />
        )}
        <TextInput
          label="E-mail Address"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
      </Box>
      {mode.isSubmitVisible && (
        <SubmitButton
          label={mode.buttonLabel}
          isSubmitting={isSubmitting}
          spaceAbove={3}
        />
      )}
      <BackToLoginLink />
    </Box>
  );
}
