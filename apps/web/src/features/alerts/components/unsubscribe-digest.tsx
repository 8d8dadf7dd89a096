import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest';
import { DIGEST_UNSUBSCRIBED } from '../utils/alert-texts';

export const UNSUBSCRIBE_LINK_INCOMPLETE =
  'This unsubscribe link is incomplete. Open the link from the e-mail again, or switch the e-mail off on the Alerts page.';

/** The mail's unsubscribe link: sends its token once, says how it went. */
export function UnsubscribeDigest({ token }: { token: string }) {
  const { mutate, isSuccess, isError, error } = useUnsubscribeDigest();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);
  let outcome;
  if (!token) {
    outcome = <Alert severity="error">{UNSUBSCRIBE_LINK_INCOMPLETE}</Alert>;
  } else if (isSuccess) {
    outcome = <Alert severity="success">{DIGEST_UNSUBSCRIBED}</Alert>;
  } else if (isError) {
    outcome = <Alert severity="error">{error.message}</Alert>;
  } else {
    outcome = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}
      >
        <CircularProgress size={22} color="secondary" aria-hidden />
        <Typography>Turning off the daily alerts e-mail…</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h1" component="h1">
        Daily alerts e-mail
      </Typography>
      {outcome}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        You can switch the e-mail on again on the Alerts page at any time.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.login}
        variant="contained"
        size="large"
        fullWidth
      >
        Sign in
      </Button>
    </Box>
  );
}
