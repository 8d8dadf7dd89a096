import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import {
  SESSION_EXPIRED_LOGOUT_MS,
  sessionStore,
  useIsSessionExpired,
  type SessionStore,
} from '../../../lib/session';

export const SESSION_EXPIRED_TEXTS = {
  title:
    'Your session has expired or your account was used to log in from another browser.',
  detail: 'You will be redirected to the login page.',
} as const;

// SPEC §8: the partner variant; the session is renewed through the shell.
export const PARTNER_SESSION_EXPIRED_TEXT =
  'Your session has expired. Refreshing your session now...';

interface SessionExpiredBannerProps {
  onLogout: () => void;
  // A partner-platform user, whose session the shell renews.
  isPartner?: boolean;
  store?: SessionStore;
}

/** SPEC §4, §8: the banner, then logout and the login page after 4 s. */
export function SessionExpiredBanner({
  onLogout,
  isPartner = false,
  store = sessionStore,
}: SessionExpiredBannerProps) {
  const isExpired = useIsSessionExpired(store);
  useEffect(() => {
    if (!isExpired) return;
    const timer = setTimeout(onLogout, SESSION_EXPIRED_LOGOUT_MS);
    return () => clearTimeout(timer);
  }, [isExpired, onLogout]);
  if (!isExpired) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 16,
        left: 0,
        right: 0,
        zIndex: 2000,
        display: 'flex',
        justifyContent: 'center',
        px: 2,
      }}
    >
      <Alert
        severity="warning"
        variant="filled"
        sx={{ maxWidth: 640, boxShadow: 6 }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>
          {isPartner
            ? PARTNER_SESSION_EXPIRED_TEXT
            : SESSION_EXPIRED_TEXTS.title}
        </AlertTitle>
        {!isPartner && SESSION_EXPIRED_TEXTS.detail}
      </Alert>
    </Box>
  );
}
