import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MIN_PASSWORD_LENGTH } from '@edge/contracts';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormSuccess } from '../../../components/ui/form-success';
import { FormTextField } from '../../../components/ui/form-text-field';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useChangePassword } from '../api/change-password';
import { EMPTY_PASSWORDS, usePasswordForm } from '../hooks/use-password-form';

/** The current password, then a new one; other sessions are signed out. */
export function PasswordSection() {
  const form = usePasswordForm();
  const change = useChangePassword();
  const [success, setSuccess] = useState<string>();
  return (
    <SettingsSection
      id="password"
      title="Password"
      description={`Use at least ${MIN_PASSWORD_LENGTH} characters. Common and breached passwords are refused. Changing it signs you out everywhere else.`}
    >
      <Form
        form={form}
        aria-labelledby="password-title"
        errorsOf={(error) => apiFormErrors(error)}
        onSubmit={async ({ current_password, new_password }) => {
          setSuccess(undefined);
          const done = await change.mutateAsync({
            current_password,
            new_password,
          });
          form.reset(EMPTY_PASSWORDS);
          setSuccess(done.message);
        }}
      >
        <FormAlert />
        <FormSuccess message={success} />
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
          <FormTextField
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
          />
          <FormTextField
            name="new_password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
          />
          <FormTextField
            name="confirm_password"
            label="New password again"
            type="password"
            autoComplete="new-password"
            required
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          sx={{ mt: 2 }}
        >
          Change password
        </Button>
      </Form>
    </SettingsSection>
  );
}
