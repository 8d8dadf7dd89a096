import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { NewVersionBar } from '../../components/ui/new-version-bar';
import { SnackbarHost } from '../../components/ui/snackbar-host';
import { paths } from '../../config/paths';
import { SessionExpiredBanner } from '../../features/auth/components/session-expired-banner';
import { useFlag } from '../../features/feature-flags/api/get-flag';
import { useNewVersionCheck } from '../../hooks/use-new-version-check';

/** Every page: the session banner, the version check and the snackbar. */
export function RootLayout() {
  const navigate = useNavigate();
  const isAutoRefresh = useFlag('auto-refresh-new-version');
  const isNewVersionAvailable = useNewVersionCheck({ isAutoRefresh });
  // SPEC §4: after the 4 s banner, log out and go to the login page.
  const handleSessionLogout = useCallback(() => {
    void navigate(paths.logout, { replace: true });
  }, [navigate]);
  return (
    <>
      {isNewVersionAvailable && <NewVersionBar />}
      <Outlet />
      <SessionExpiredBanner onLogout={handleSessionLogout} />
      <SnackbarHost />
    </>
  );
}
