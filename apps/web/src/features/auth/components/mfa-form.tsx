import { Form } from '../../../components/ui/form';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { useMfaForm } from '../hooks/use-mfa-form';
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
  const form = useMfaForm();
  return (
    <Form
      form={form}
      onSubmit={({ code }) => {
        if (!isSubmitting) onSubmit(code);
      }}
      aria-labelledby="mfa-title"
    >
      <FormHeading
        id="mfa-title"
        title="Verify it is you"
        subtitle="Open your authenticator app and enter the 6-digit code for Edge, or enter one of your recovery codes."
      />
      <FormTextInput
        label="Verification code"
        name="code"
        shouldFocusOnMount
        autoComplete="one-time-code"
        error={Boolean(errorMessage)}
        helperText={errorMessage ?? ' '}
        maxLength={11}
      />
      <SubmitButton label="Verify" isSubmitting={isSubmitting} spaceAbove={2} />
    </Form>
  );
}
