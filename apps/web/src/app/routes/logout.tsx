import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { useLogout } from '../../features/auth/api/logout';
import { forgetPartnerCaches } from '../../features/partner/utils/partner-storage';
import { leaveApp } from '../../lib/leave-app';

/**
 * SPEC §2: /edge/logout ends the session and goes to the login page; a
 * partner-platform user goes back to the partner's shell (decision 0036).
 */
export function LogoutRoute() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { data: user } = useUser();
  // Read before the sign-out forgets the user.
  const [shellUrl] = useState(() => user?.partner_shell_url);
  useEffect(() => {
    let isActive = true;
    void logout().then(() => {
      // SPEC §6: the agency's lists kept in this browser go with the user.
      forgetPartnerCaches();
      if (!isActive) return;
      if (shellUrl) leaveApp.to(shellUrl);
      else void navigate(paths.login, { replace: true });
    });
    return () => {
      isActive = false;
    };
  }, [logout, navigate, shellUrl]);
  return <FullPageSpinner label="Signing out" />;
}
