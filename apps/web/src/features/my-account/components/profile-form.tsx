import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Profile } from '@edge/contracts';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormSuccess } from '../../../components/ui/form-success';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useUpdateProfile } from '../api/update-profile';
import { useProfileForm } from '../hooks/use-profile-form';

interface ProfileFormProps {
  profile: Profile;
  onSaved?: (profile: Profile) => void;
}

const SAVED = 'Your profile has been saved.';

/** Names, e-mail, phone and title; a new e-mail waits for its mailed link. */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const form = useProfileForm(profile);
  const update = useUpdateProfile();
  const cancel = useCancelEmailChange();
  const [success, setSuccess] = useState<string>();
  // The profile holds the newest answer: a save's, or a cancel's.
  const pending = profile.pending_email;
  const cancelChange = () => {
    setSuccess(undefined);
    cancel.mutate(undefined, {
      onSuccess: (saved) => {
        form.setValue('email', saved.email);
        setSuccess('The e-mail change is cancelled; its link no longer works.');
      },
    });
  };
  return (
    <Form
      form={form}
      aria-labelledby="profile-title"
      errorsOf={(error) => apiFormErrors(error)}
      onSubmit={async (values) => {
        setSuccess(undefined);
        const saved = await update.mutateAsync(values);
        setSuccess(saved.message ?? SAVED);
        onSaved?.(saved);
      }}
    >
      <FormAlert />
      <FormSuccess message={success} />
      {pending && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              loading={cancel.isPending}
              onClick={cancelChange}
            >
              Cancel change
            </Button>
          }
        >
          Waiting for confirmation: {pending}. Open the link we mailed to that
          address to start using it; until then we write to {profile.email}.
        </Alert>
      )}
      {cancel.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {cancel.error.message}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <FormTextField
          name="first_name"
          label="First name"
          autoComplete="given-name"
          required
        />
        <FormTextField
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          required
        />
        <FormTextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          helperText="A new address is used once you open the link we mail to it."
        />
        <FormTextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          helperText="Optional, 10 to 15 digits"
        />
        <FormTextField
          name="title"
          label="Title"
          autoComplete="organization-title"
          helperText="Optional"
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        loading={form.formState.isSubmitting}
        sx={{ mt: 2 }}
      >
        Save profile
      </Button>
    </Form>
  );
}
