import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { NewVersionBar } from '../../components/ui/new-version-bar';
import { SnackbarHost } from '../../components/ui/snackbar-host';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { SessionExpiredBanner } from '../../features/auth/components/session-expired-banner';
import { openEdgeThroughShell } from '../../features/auth/utils/partner-shell';
import { useFlag } from '../../features/feature-flags/api/get-flag';
import { useNewVersionCheck } from '../../hooks/use-new-version-check';
import { isPartnerUser } from '../../lib/partner-user';

/** Every page: the session banner, the version check and the snackbar. */
export function RootLayout() {
  const navigate = useNavigate();
  // The flag of the signed-in user's account; signed out, its default.
  const { data: user } = useUser();
  const isAutoRefresh = useFlag('auto-refresh-new-version', user?.account_id);
  const isNewVersionAvailable = useNewVersionCheck({ isAutoRefresh });
  const isPartner = user ? isPartnerUser(user) : false;
  const shellUrl = user?.partner_shell_url;
  // SPEC §4: after the 4 s banner, log out and go to the login page; a
  // partner user's session is renewed through the shell, back here.
  const handleSessionLogout = useCallback(() => {
    if (shellUrl) {
      const { pathname, search, hash } = window.location;
      openEdgeThroughShell(shellUrl, `${pathname}${search}${hash}`);
      return;
    }
    void navigate(paths.logout, { replace: true });
  }, [navigate, shellUrl]);
  return (
    <>
      {isNewVersionAvailable && <NewVersionBar />}
      <Outlet />
      <SessionExpiredBanner
        onLogout={handleSessionLogout}
        isPartner={isPartner}
      />
      <SnackbarHost />
    </>
  );
}
