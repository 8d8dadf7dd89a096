import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { AlertDigestSettings } from '@edge/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormSuccess } from '../../../components/ui/form-success';
import { FormTextField } from '../../../components/ui/form-text-field';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useAlertDigest } from '../api/get-alert-digest';
import { useUpdateAlertDigest } from '../api/update-alert-digest';
import { useDigestForm } from '../hooks/use-digest-form';
import { formatDigestHour } from '../utils/format-digest-hour';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function EnabledSwitch() {
  const { control } = useFormContext<{ enabled: boolean }>();
  const { field } = useController({ name: 'enabled', control });
  return (
    <FormControlLabel
      label="Daily e-mail of new alerts"
      control={
        <Switch
          color="secondary"
          checked={field.value}
          onChange={(_, checked) => field.onChange(checked)}
        />
      }
    />
  );
}

function DigestForm({ settings }: { settings: AlertDigestSettings }) {
  const form = useDigestForm(settings);
  const update = useUpdateAlertDigest();
  const [success, setSuccess] = useState<string>();
  return (
    <Form
      form={form}
      aria-labelledby="alert-emails-title"
      errorsOf={(error) => apiFormErrors(error)}
      onSubmit={async (values) => {
        setSuccess(undefined);
        const saved = await update.mutateAsync(values);
        setSuccess(
          saved.enabled
            ? `Saved: the daily e-mail goes at ${formatDigestHour(saved.hour)} when there are new alerts.`
            : 'Saved: the daily e-mail is off.',
        );
      }}
    >
      <FormAlert />
      <FormSuccess message={success} />
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        <EnabledSwitch />
        <FormTextField
          name="hour"
          label="Send at"
          select
          helperText="Sent only on days with new alerts."
        >
          {HOURS.map((hour) => (
            <MenuItem key={hour} value={String(hour)}>
              {formatDigestHour(hour)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Button
        type="submit"
        variant="contained"
        loading={form.formState.isSubmitting}
        sx={{ mt: 2 }}
      >
        Save e-mail preferences
      </Button>
    </Form>
  );
}

/** My Account's alert e-mails: the daily digest on or off, and its hour. */
export function DigestPreferences() {
  const digest = useAlertDigest();
  let content;
  if (digest.isPending) {
    content = (
      <CircularProgress size={28} aria-label="Loading your e-mail settings" />
    );
  } else if (digest.isError) {
    content = (
      <RetryAlert onRetry={() => void digest.refetch()}>
        Could not load your e-mail settings.
      </RetryAlert>
    );
  } else {
    content = <DigestForm settings={digest.data} />;
  }
  return (
    <SettingsSection
      id="alert-emails"
      title="Alert e-mails"
      description="One e-mail a day with your new alerts, at the hour you choose."
    >
      {content}
    </SettingsSection>
  );
}
