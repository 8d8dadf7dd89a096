import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MfaStatus } from '@edge/contracts';
import { FormSuccess } from '../../../components/ui/form-success';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useMfaStatus } from '../api/get-mfa-status';
import { useStartMfaEnrolment } from '../api/start-mfa-enrolment';
import { MfaDisableForm } from './mfa-disable-form';
import { MfaEnrolment } from './mfa-enrolment';
import { RecoveryCodes } from './recovery-codes';

const REQUIRED =
  'Your account requires two-step sign-in, so it cannot be turned off.';

function EnabledState({ status }: { status: MfaStatus }) {
  const [message, setMessage] = useState<string>();
  return (
    <>
      <FormSuccess message={message} />
      <Typography sx={{ mb: 2 }}>
        Two-step sign-in is <strong>on</strong>. You have{' '}
        {status.recovery_codes_left} unused recovery code
        {status.recovery_codes_left === 1 ? '' : 's'}.
      </Typography>
      {status.required ? (
        <Alert severity="info">{REQUIRED}</Alert>
      ) : (
        <MfaDisableForm onDone={setMessage} />
      )}
    </>
  );
}

interface DisabledStateProps {
  status: MfaStatus;
  onConfirmed: (codes: string[]) => void;
}

function DisabledState({ status, onConfirmed }: DisabledStateProps) {
  const enrol = useStartMfaEnrolment();
  if (enrol.data) {
    return <MfaEnrolment enrolment={enrol.data} onConfirmed={onConfirmed} />;
  }
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Two-step sign-in is <strong>off</strong>. With it on, signing in also
        asks for a code from an authenticator app on your phone.
      </Typography>
      {status.required && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Your account requires two-step sign-in. Please set it up now.
        </Alert>
      )}
      {enrol.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {enrol.error.message}
        </Alert>
      )}
      <Button
        variant="contained"
        loading={enrol.isPending}
        onClick={() => enrol.mutate()}
      >
        Set up two-step sign-in
      </Button>
    </Box>
  );
}

/** Two-step sign-in: set up with a QR code, recovery codes, turn off. */
export function TwoStepSection() {
  const status = useMfaStatus();
  // Kept here: the status turns to 'on' while the codes are still shown.
  const [codes, setCodes] = useState<string[]>();
  let content;
  if (codes) {
    content = (
      <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
    );
  } else if (status.isPending) {
    content = (
      <CircularProgress size={28} aria-label="Loading two-step sign-in" />
    );
  } else if (status.isError) {
    content = (
      <RetryAlert onRetry={() => void status.refetch()}>
        Could not load your two-step sign-in.
      </RetryAlert>
    );
  } else if (status.data.enabled) {
    content = <EnabledState status={status.data} />;
  } else {
    content = <DisabledState status={status.data} onConfirmed={setCodes} />;
  }
  return (
    <SettingsSection
      id="two-step"
      title="Two-step sign-in"
      description="A code from your phone as well as your password."
    >
      {content}
    </SettingsSection>
  );
}
