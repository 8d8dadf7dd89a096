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
import { useDisableMfa } from '../api/disable-mfa';
import { useMfaStatus } from '../api/get-mfa-status';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useStartMfaEnrolment } from '../api/start-mfa-enrolment';
import { MfaEnrolment } from './mfa-enrolment';
import { PasswordActionForm } from './password-action-form';
import { RecoveryCodes } from './recovery-codes';

const REQUIRED =
  'Your account requires two-step sign-in, so it cannot be turned off.';

interface EnabledStateProps {
  status: MfaStatus;
  onCodes: (codes: string[]) => void;
}

function EnabledState({ status, onCodes }: EnabledStateProps) {
  const [message, setMessage] = useState<string>();
  const [action, setAction] = useState<'codes' | 'off' | null>(null);
  const renew = useRenewRecoveryCodes();
  const disable = useDisableMfa();
  const left = status.recovery_codes_left;
  return (
    <>
      <FormSuccess message={message} />
      <Typography sx={{ mb: 2 }}>
        Two-step sign-in is <strong>on</strong>. You have {left} unused recovery
        code{left === 1 ? '' : 's'}.
        {left <= 3 && ' Make new ones before they run out.'}
      </Typography>
      {status.required && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {REQUIRED}
        </Alert>
      )}
      {action === null && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setAction('codes')}>
            New recovery codes
          </Button>
          {!status.required && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setAction('off')}
            >
              Turn off two-step sign-in
            </Button>
          )}
        </Box>
      )}
      {action === 'codes' && (
        <PasswordActionForm
          actionLabel="Make new recovery codes"
          onCancel={() => setAction(null)}
          onSubmit={async (values) => {
            const made = await renew.mutateAsync(values);
            onCodes(made.recovery_codes);
          }}
        />
      )}
      {action === 'off' && (
        <PasswordActionForm
          actionLabel="Turn off two-step sign-in"
          isDanger
          onCancel={() => setAction(null)}
          onSubmit={async (values) => {
            const done = await disable.mutateAsync(values);
            setAction(null);
            setMessage(done.message);
          }}
        />
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

/** Two-step sign-in: set up with a QR code, recovery codes (new ones on request), turn off. */
export function TwoStepSection() {
  const status = useMfaStatus();
  // Kept here: the status turns to 'on' while the codes are still shown.
  const [codes, setCodes] = useState<{ list: string[]; isNew: boolean }>();
  let content;
  if (codes) {
    content = (
      <RecoveryCodes
        codes={codes.list}
        notice={
          codes.isNew
            ? 'New recovery codes are ready. The earlier ones no longer work.'
            : 'Two-step sign-in is on.'
        }
        onDone={() => setCodes(undefined)}
      />
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
    content = (
      <EnabledState
        status={status.data}
        onCodes={(list) => setCodes({ list, isNew: true })}
      />
    );
  } else {
    content = (
      <DisabledState
        status={status.data}
        onConfirmed={(list) => setCodes({ list, isNew: false })}
      />
    );
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
