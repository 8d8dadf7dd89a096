import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { UPGRADE_PAGE_PATH, type AdminAccess } from '@edge/contracts';
import { useBillingPortalUrl } from '../api/open-billing-portal';

// The app's own billing page opens in the app; a provider's portal in a
// new tab, as the Admin menu's Billing Portal does.
function BillingLink({ onNavigate }: { onNavigate: () => void }) {
  const { data: href } = useBillingPortalUrl(true);
  if (!href) return null;
  const url = new URL(href);
  if (url.origin === window.location.origin) {
    return (
      <Link
        component={RouterLink}
        to={`${url.pathname}${url.search}`}
        onClick={onNavigate}
      >
        Billing and invoices
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      Billing portal (opens in a new tab)
    </Link>
  );
}

/** Subscription Info's ways on: billing and upgrade, each where allowed. */
export function SubscriptionLinks({
  access,
  onNavigate,
}: {
  access: Pick<AdminAccess, 'billingPortal' | 'upgradeSubscription'>;
  onNavigate: () => void;
}) {
  if (!access.billingPortal && !access.upgradeSubscription) return null;
  return (
    <Box
      component="nav"
      aria-label="Subscription"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}
    >
      {access.billingPortal && <BillingLink onNavigate={onNavigate} />}
      {access.upgradeSubscription && (
        <Link
          component={RouterLink}
          to={UPGRADE_PAGE_PATH}
          onClick={onNavigate}
        >
          Upgrade subscription
        </Link>
      )}
    </Box>
  );
}
