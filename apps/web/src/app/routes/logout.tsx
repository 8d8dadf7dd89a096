import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';

/** SPEC §2: /edge/logout ends the session and goes to the login page. */
export function LogoutRoute() {
  const logout = useLogout();
  const navigate = useNavigate();
  useEffect(() => {
    let isActive = true;
    void logout().then(() => {
      if (isActive) void navigate(paths.login, { replace: true });
    });
    return () => {
      isActive = false;
    };
  }, [logout, navigate]);
  return <FullPageSpinner label="Signing out" />;
}
