import { adminAccess } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { UpgradePage } from '../../features/billing/components/upgrade-page';
import { getSwitchTarget } from '../../utils/route-module';
import { ForbiddenPage } from '../guards/forbidden-page';

/** /app/upgrade: Upgrade Subscription (SPEC §6), else the 403 page. */
export function UpgradeRoute() {
  const user = useCurrentUser();
  const access = adminAccess(user);
  if (!access.upgradeSubscription) {
    return <ForbiddenPage switchTo={getSwitchTarget(user.products, null)} />;
  }
  return (
    <PageFrame
      eyebrow="Admin"
      title="Upgrade Subscription"
      description="Compare your plan with the others, then tell our sales team what you need: they reply by e-mail."
      isWide
    >
      <UpgradePage canSeeBilling={access.billingPortal} />
    </PageFrame>
  );
}
