import { adminAccess } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { BillingPage } from '../../features/billing/components/billing-page';
import { getSwitchTarget } from '../../utils/route-module';
import { ForbiddenPage } from '../guards/forbidden-page';

/**
 * /app/billing: the app's own billing page, which Billing Portal opens when
 * no billing provider is configured. SPEC §6: for the users the Admin menu
 * shows Billing Portal; the 403 page for anyone else.
 */
export function BillingRoute() {
  const user = useCurrentUser();
  const access = adminAccess(user);
  if (!access.billingPortal) {
    return <ForbiddenPage switchTo={getSwitchTarget(user.products, null)} />;
  }
  return (
    <PageFrame
      eyebrow="Admin"
      title="Billing"
      description={`The plan, seats and renewal date of ${user.account_name}, and its invoices.`}
    >
      <BillingPage canUpgrade={access.upgradeSubscription} />
    </PageFrame>
  );
}
