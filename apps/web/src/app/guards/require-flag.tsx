import type { ReactNode } from 'react';
import type { FeatureFlag } from '@edge/contracts';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useFlagState } from '../../features/feature-flags/api/get-flag';
import { ForbiddenPage } from './forbidden-page';

/**
 * A screen behind a feature flag (SPEC §6: Statistics needs a feature
 * flag): the 403 page unless the flag is on for the user's account. The
 * server checks the same flag on the screen's API (requireFlag).
 */
export function RequireFlag({
  flag,
  children,
}: {
  flag: FeatureFlag;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  const { isPending, value } = useFlagState(flag, user.account_id);
  // Neither the screen nor the 403 before the account's answer.
  if (isPending) return <FullPageSpinner />;
  if (!value) return <ForbiddenPage switchTo={undefined} />;
  return children;
}
