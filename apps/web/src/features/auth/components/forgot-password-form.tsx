import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { Form } from '../../../components/ui/form';
import { FormTextInput } from '../../../components/ui/form-text-input';
import type { ForgotPasswordInput } from '../api/forgot-password';
import { useForgotPasswordForm } from '../hooks/use-forgot-password-form';
import { getForgotMode, type ForgotChoice } from '../utils/get-forgot-mode';
import { BackToLoginLink } from './auth-links';
import { FormHeading } from './form-heading';
import { LostChoice } from './lost-choice';
import { SubmitButton } from './submit-button';

interface ForgotPasswordFormProps {
  onSubmit: (input: ForgotPasswordInput) => void;
  isSubmitting: boolean;
}

// SPEC §2, §5: Lost Username or Password; no client-side field rules.
export function ForgotPasswordForm({
  onSubmit,
  isSubmitting,
}: ForgotPasswordFormProps) {
  const form = useForgotPasswordForm();
  const [lostUsername, lostPassword] = useWatch({
    control: form.control,
    name: ['lostUsername', 'lostPassword'],
  });
  const choice: ForgotChoice = { lostUsername, lostPassword };
  const mode = getForgotMode(choice);
  const handleChoice = (next: ForgotChoice) => {
    form.setValue('lostUsername', next.lostUsername);
    form.setValue('lostPassword', next.lostPassword);
  };
  const handleSubmit = (values: ForgotPasswordInput) => {
    if (!mode.isSubmitVisible || isSubmitting) return;
    onSubmit({
      ...values,
      username: mode.isUsernameVisible ? values.username : '',
    });
  };
  return (
    <Form form={form} onSubmit={handleSubmit} aria-labelledby="forgot-title">
      <FormHeading
        id="forgot-title"
        title="Lost Username or Password"
        subtitle={mode.help}
        subtitleTestId="forgot-help"
      />
      <LostChoice value={choice} onChange={handleChoice} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {mode.isUsernameVisible && (
          <FormTextInput
            label="User Name"
            name="username"
            autoComplete="username"
          />
        )}
        <FormTextInput
          label="E-mail Address"
          name="email"
          type="email"
          autoComplete="email"
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
    </Form>
  );
}
