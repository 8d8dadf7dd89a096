import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useDisableMfa } from '../api/disable-mfa';
import { useMfaDisableForm } from '../hooks/use-mfa-forms';

/** Turns two-step sign-in off; the password proves it is the user. */
export function MfaDisableForm({
  onDone,
}: {
  onDone: (message: string) => void;
}) {
  const form = useMfaDisableForm();
  const disable = useDisableMfa();
  return (
    <Form
      form={form}
      aria-labelledby="two-step-title"
      errorsOf={(error) => apiFormErrors(error)}
      onSubmit={async (values) => {
        const done = await disable.mutateAsync(values);
        form.reset({ password: '' });
        onDone(done.message);
      }}
    >
      <FormAlert />
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <FormTextField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          color="error"
          loading={form.formState.isSubmitting}
          sx={{ mt: 1 }}
        >
          Turn off two-step sign-in
        </Button>
      </Box>
    </Form>
  );
}
