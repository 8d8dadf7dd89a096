import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import { ErrorPage } from '../../components/errors/error-page';
import { MinimalLayout } from '../../components/layouts/minimal-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { Redirect } from '../../components/ui/redirect';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/api/get-user';
import { AUTH_MESSAGES } from '../../features/auth/utils/auth-messages';
import { resetPartnerLoginCount } from '../../features/auth/utils/partner-login-count';

export interface LoginRedirectState {
  from?: string;
}

/** SPEC §4: unknown → spinner, signed out → login (target kept), signed in → page. */
export function RequireAuth() {
  const { data: user, isError, refetch } = useUser();
  const location = useLocation();
  // SPEC §4: signed in and on a page, the partner login count starts over.
  useEffect(() => {
    if (user) resetPartnerLoginCount();
  }, [user]);
  if (user) return <Outlet />;
  if (user === null) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Redirect to={paths.login} state={state} keepSearch={false} />;
  }
  if (isError) {
    return (
      <MinimalLayout>
        <ErrorPage
          status={500}
          title="We could not load your account"
          message={AUTH_MESSAGES.USER_LOAD_FAILED}
          actions={
            <Button variant="contained" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      </MinimalLayout>
    );
  }
  return <FullPageSpinner label="Checking your session" />;
}
