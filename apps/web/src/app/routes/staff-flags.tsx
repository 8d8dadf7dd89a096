import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { adminAccess } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { AccountFlags } from '../../features/feature-flags/components/account-flags';
import { StaffAccounts } from '../../features/feature-flags/components/staff-accounts';
import { getSwitchTarget } from '../../utils/route-module';
import { ForbiddenPage } from '../guards/forbidden-page';

const DESCRIPTION =
  'Turn a feature on or off for one account, or let it follow the default. Users see a change within four minutes, or at their next sign-in.';

/** Internal staff only (decision 0033): anyone else gets the 403 page. */
function StaffOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!adminAccess(user).featureFlags) {
    return <ForbiddenPage switchTo={getSwitchTarget(user.products, null)} />;
  }
  return (
    <PageFrame eyebrow="Admin" title="Feature Flags" description={DESCRIPTION}>
      {children}
    </PageFrame>
  );
}

/** /app/staff/flags: the accounts and their flags. */
export function StaffFlagsRoute() {
  return (
    <StaffOnly>
      <StaffAccounts />
    </StaffOnly>
  );
}

/** /app/staff/flags/:accountId: one account's flags. */
export function StaffAccountFlagsRoute() {
  const { accountId } = useParams();
  const id = Number(accountId);
  return (
    <StaffOnly>
      <AccountFlags
        key={id}
        accountId={Number.isInteger(id) && id > 0 ? id : 0}
      />
    </StaffOnly>
  );
}
