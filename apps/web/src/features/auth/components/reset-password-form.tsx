import Alert from '@mui/material/Alert';
import { Form } from '../../../components/ui/form';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';
import { FormHeading } from './form-heading';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

interface ResetPasswordFormProps {
  onSubmit: (password: string) => void;
  isSubmitting: boolean;
  fieldError?: string | undefined;
  formError?: string | undefined;
  // An invite's link: the user chooses their first password.
  isInvite?: boolean;
}

// STYLE §4: server field errors go on the field; the typed value stays.
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { onSubmit, isSubmitting, fieldError, formError } = props;
  const form = useResetPasswordForm();
  return (
    <Form
      form={form}
      onSubmit={({ password }) => {
        if (!isSubmitting) onSubmit(password);
      }}
      aria-labelledby="reset-title"
    >
      <FormHeading
        id="reset-title"
        title={props.isInvite ? 'Welcome to Edge' : 'Choose a new password'}
        subtitle={
          props.isInvite
            ? 'Choose the password you will sign in with. Pick one you do not use anywhere else.'
            : 'Pick a password you do not use anywhere else.'
        }
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
        error={Boolean(fieldError)}
        helperText={fieldError ?? ' '}
      />
      <SubmitButton
        label="Set password"
        isSubmitting={isSubmitting}
        spaceAbove={2}
      />
    </Form>
  );
}
