import Button from '@mui/material/Button';
import type { MfaDisable } from '@edge/contracts';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { InlineFormRow } from './inline-form-row';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { useMfaPasswordForm } from '../hooks/use-mfa-forms';

interface PasswordActionFormProps {
  /** The button's words: what the password confirms. */
  actionLabel: string;
  isDanger?: boolean;
  onSubmit: (values: MfaDisable) => Promise<void>;
  onCancel: () => void;
}

/** A two-step sign-in change the password proves is the user's. */
export function PasswordActionForm({
  actionLabel,
  isDanger = false,
  onSubmit,
  onCancel,
}: PasswordActionFormProps) {
  const form = useMfaPasswordForm();
  const focusOnMount = useFocusOnMount();
  return (
    <Form
      form={form}
      aria-labelledby="two-step-title"
      errorsOf={(error) => apiFormErrors(error)}
      onSubmit={onSubmit}
    >
      <FormAlert />
      <InlineFormRow>
        <FormTextField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          inputRef={focusOnMount}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <Button
          type="submit"
          variant={isDanger ? 'outlined' : 'contained'}
          color={isDanger ? 'error' : 'primary'}
          loading={form.formState.isSubmitting}
          sx={{ mt: 1 }}
        >
          {actionLabel}
        </Button>
        <Button
          onClick={onCancel}
          disabled={form.formState.isSubmitting}
          sx={{ mt: 1 }}
        >
          Cancel
        </Button>
      </InlineFormRow>
    </Form>
  );
}
