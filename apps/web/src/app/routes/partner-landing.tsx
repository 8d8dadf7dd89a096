import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@edge/contracts';
import { ErrorPage } from '../../components/errors/error-page';
import { MinimalLayout } from '../../components/layouts/minimal-layout';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import {
  countPartnerLogin,
  PARTNER_LOGIN_WAIT_MS,
} from '../../features/auth/utils/partner-login-count';
import { takePartnerRedirect } from '../../features/auth/utils/partner-shell';
import { rememberPartnerArrival } from '../../lib/partner-user';

type Arrival = { isCounted: true; target: string } | { isCounted: false };

/**
 * /edge/partner/landing: where a shell sign-in arrives (SPEC §4). After 2
 * stored login counts the error page shows; otherwise, 3 s later, the
 * redirect of the address, else the stored redirect URL, else '/'.
 */
export function PartnerLandingRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [arrival, setArrival] = useState<Arrival | null>(null);
  // Before any request of this page: SPEC §7 X-Subcomponent.
  useState(() =>
    rememberPartnerArrival(safeRedirectPath(search.get('redirect'))),
  );
  const hasArrived = useRef(false);

  useEffect(() => {
    // Once per arrival, also when the effect runs twice in development.
    if (hasArrived.current) return;
    hasArrived.current = true;
    const stored = takePartnerRedirect();
    if (!countPartnerLogin()) return setArrival({ isCounted: false });
    const target = safeRedirectPath(search.get('redirect')) ?? stored ?? '/';
    setArrival({ isCounted: true, target });
  }, [search]);

  useEffect(() => {
    if (!arrival?.isCounted) return;
    const timer = setTimeout(
      () => void navigate(arrival.target, { replace: true }),
      PARTNER_LOGIN_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [arrival, navigate]);

  if (arrival && !arrival.isCounted) {
    return (
      <MinimalLayout>
        <ErrorPage status={401} />
      </MinimalLayout>
    );
  }
  return <FullPageSpinner label="Signing you in" />;
}
