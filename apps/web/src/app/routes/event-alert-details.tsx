import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { hasModule, moduleSchema, MODULES, type Module } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { AlertDetails } from '../../features/alerts/components/alert-details';
import { applicationOf } from '../../features/alerts/utils/alert-application';
import { parseSubscriptionIds } from '../../features/alerts/utils/alert-details-link';
import { useCurrentUser } from '../../features/auth/api/use-current-user';

/**
 * /edge/event_alerts_details/:muns/:subscription_ids: the alerts of the
 * module the user came from (?module=), else of every module they hold.
 */
export function EventAlertDetailsRoute() {
  const { muns = '', subscription_ids: ids } = useParams();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const held = MODULES.filter((module) => hasModule(user.products, module));
  const asked = moduleSchema.safeParse(params.get('module'));
  const module: Module | undefined =
    asked.success && held.includes(asked.data) ? asked.data : undefined;
  const modules = module ? [module] : held;
  const subscriptionIds = parseSubscriptionIds(ids);
  return (
    <PageFrame
      eyebrow="Event Alerts"
      title="Event Alert Details"
      description="What changed at this company, and where each change was found."
    >
      <Link
        component={RouterLink}
        to={paths.eventAlerts(module ?? held[0] ?? 'pc')}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon sx={{ fontSize: 18 }} aria-hidden />
        All alerts
      </Link>
      {/* A different company starts a new list (SPEC §4). */}
      <AlertDetails
        key={`${muns}/${subscriptionIds.join(',')}`}
        muns={muns}
        subscriptionIds={subscriptionIds}
        applications={modules.map(applicationOf)}
        module={module}
      />
    </PageFrame>
  );
}
