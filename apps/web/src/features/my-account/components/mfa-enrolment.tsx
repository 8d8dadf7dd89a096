import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MfaEnrolment as Enrolment } from '@edge/contracts';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { InlineFormRow } from './inline-form-row';
import { useConfirmMfa } from '../api/confirm-mfa';
import { useMfaConfirmForm } from '../hooks/use-mfa-forms';

// 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': easier to type; apps
// ignore the spaces.
const groupInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface MfaEnrolmentProps {
  enrolment: Enrolment;
  onConfirmed: (codes: string[]) => void;
}

/** Scan (or type) the new secret, then confirm it with a code. */
export function MfaEnrolment({ enrolment, onConfirmed }: MfaEnrolmentProps) {
  const form = useMfaConfirmForm();
  const confirm = useConfirmMfa();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        component="img"
        src={enrolment.qr_code}
        alt="QR code to scan with your authenticator app"
        sx={{
          width: 200,
          height: 200,
          border: 1,
          borderColor: 'divider',
          borderRadius: '8px',
          justifySelf: { xs: 'center', md: 'start' },
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          1. Scan the QR code with an authenticator app, or type this setup key
          into it:
        </Typography>
        <Typography
          data-testid="mfa-secret"
          aria-label="Setup key"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontWeight: 700,
            letterSpacing: '0.08em',
            wordBreak: 'break-all',
            mb: 2,
          }}
        >
          {groupInFours(enrolment.secret)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          2. Enter the 6-digit code the app shows to turn two-step sign-in on.
        </Typography>
        <Form
          form={form}
          aria-labelledby="two-step-title"
          errorsOf={(error) => apiFormErrors(error)}
          onSubmit={async (values) => {
            const { recovery_codes } = await confirm.mutateAsync(values);
            onConfirmed(recovery_codes);
          }}
        >
          <FormAlert />
          <InlineFormRow>
            <FormTextField
              name="code"
              label="Code from the app"
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              sx={{ width: 200 }}
            />
            <Button
              type="submit"
              variant="contained"
              loading={form.formState.isSubmitting}
              sx={{ mt: 1 }}
            >
              Turn on
            </Button>
          </InlineFormRow>
        </Form>
        <Alert severity="info" sx={{ mt: 2 }}>
          Until you enter a code, signing in still needs only your password.
        </Alert>
      </Box>
    </Box>
  );
}
