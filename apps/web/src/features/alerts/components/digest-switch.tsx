import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAlertDigest } from '../api/get-alert-digest';
import { useUpdateAlertDigest } from '../api/update-alert-digest';
import { showSnackbar } from '../../../lib/snackbar';
import { ALERTS_SNACKBAR_MS } from '../utils/alert-texts';
import { formatDigestHour } from '../utils/format-digest-hour';

/** The daily alerts e-mail, on or off, with the hour it is sent. */
export function DigestSwitch() {
  const digest = useAlertDigest();
  const update = useUpdateAlertDigest();
  const settings = digest.data;
  // While the change is on its way the switch shows what was asked for.
  const isOn = update.isPending
    ? (update.variables?.enabled ?? false)
    : (settings?.enabled ?? false);
  let caption: ReactNode = null;
  if (digest.isError) {
    caption = (
      <>
        Could not load the setting.{' '}
        <Link
          component="button"
          type="button"
          onClick={() => void digest.refetch()}
        >
          Try again
        </Link>
      </>
    );
  } else if (update.isError) {
    caption = update.error.message;
  } else if (settings) {
    caption = `Sent at ${formatDigestHour(settings.hour)} when there are new alerts`;
  }
  return (
    <Box sx={{ display: 'grid' }}>
      <FormControlLabel
        label="Daily e-mail"
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
        control={
          <Switch
            color="secondary"
            checked={isOn}
            disabled={!settings || update.isPending}
            onChange={(_, checked) =>
              update.mutate(
                { enabled: checked },
                {
                  onSuccess: (saved) =>
                    showSnackbar({
                      message: saved.enabled
                        ? 'The daily alerts e-mail is on.'
                        : 'The daily alerts e-mail is off.',
                      severity: 'success',
                      durationMs: ALERTS_SNACKBAR_MS,
                    }),
                },
              )
            }
            slotProps={{
              input: { 'aria-describedby': 'alert-digest-caption' },
            }}
          />
        }
      />
      <Typography
        id="alert-digest-caption"
        variant="caption"
        role={update.isError ? 'alert' : undefined}
        sx={{
          color: update.isError ? 'error.main' : 'text.secondary',
          pl: 5.75,
          mt: -0.5,
        }}
      >
        {caption}
      </Typography>
    </Box>
  );
}
