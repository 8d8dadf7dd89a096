import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import {
  BILLING_PAGE_PATH,
  type PlansOverview,
  type UpgradeRequest,
} from '@edge/contracts';
import { usePlans } from '../api/get-plans';
import { useUpgradeRequestForm } from '../hooks/use-upgrade-request-form';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { PlansComparison } from './plans-comparison';
import { UpgradeRequestForm } from './upgrade-request-form';
import { UpgradeRequestsList } from './upgrade-requests-list';

function currentText(overview: PlansOverview): string {
  const { subscription, plans } = overview;
  const plan = plans.find((p) => p.key === subscription.plan);
  const seats =
    subscription.seats === null
      ? `${subscription.seats_used} users`
      : `${subscription.seats_used} of ${subscription.seats} seats used`;
  const modules = subscription.modules
    .map((m) => `${m.name} (${m.entry})`)
    .join('; ');
  return `${subscription.account_name} is on ${plan ? `the ${plan.name} plan` : 'no plan on record'}: ${seats}${modules ? `; ${modules}` : ''}.`;
}

function Acknowledgement({
  request,
  overview,
  onAnother,
}: {
  request: UpgradeRequest;
  overview: PlansOverview;
  onAnother: () => void;
}) {
  const plan = overview.plans.find((p) => p.key === request.plan);
  return (
    <Alert
      severity="success"
      role="status"
      // A long e-mail address wraps rather than leaving the screen.
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      Thank you. Your request for the {plan?.name ?? request.plan} plan with{' '}
      {request.seats} seats is on its way to our sales team, who will reply to{' '}
      {request.reply_to}.
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" size="small" onClick={onAnother}>
          Send another request
        </Button>
      </Box>
    </Alert>
  );
}

function Upgrade({
  overview,
  canSeeBilling,
}: {
  overview: PlansOverview;
  canSeeBilling: boolean;
}) {
  const { form, choosePlan } = useUpgradeRequestForm(overview);
  const chosen = useWatch({ control: form.control, name: 'plan' });
  const [sent, setSent] = useState<UpgradeRequest | null>(null);
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <Typography sx={{ flex: '1 1 320px' }}>
          {currentText(overview)}
        </Typography>
        {canSeeBilling && (
          <Button component={RouterLink} to={BILLING_PAGE_PATH} variant="text">
            Billing and invoices
          </Button>
        )}
      </Box>
      <PlansComparison
        plans={overview.plans}
        current={overview.subscription.plan}
        chosen={sent ? undefined : chosen}
        exportsPerUser={overview.exports_per_user_per_day}
        onChoose={(key) => {
          setSent(null);
          choosePlan(key);
        }}
      />
      <Box component="section" aria-labelledby="upgrade-form-title">
        <Typography id="upgrade-form-title" variant="h2" sx={{ mb: 1.5 }}>
          Ask for a change
        </Typography>
        {sent ? (
          <Acknowledgement
            request={sent}
            overview={overview}
            onAnother={() => setSent(null)}
          />
        ) : (
          <UpgradeRequestForm
            form={form}
            plans={overview.plans}
            onChoose={choosePlan}
            onSent={setSent}
          />
        )}
      </Box>
      {overview.requests.length > 0 && (
        <Box component="section" aria-labelledby="upgrade-requests-title">
          <Typography id="upgrade-requests-title" variant="h2" sx={{ mb: 1.5 }}>
            Your requests
          </Typography>
          <UpgradeRequestsList
            requests={overview.requests}
            plans={overview.plans}
          />
        </Box>
      )}
    </Box>
  );
}

/** Upgrade Subscription: the plans side by side and a request form. */
export function UpgradePage({ canSeeBilling }: { canSeeBilling: boolean }) {
  const query = usePlans();
  if (query.isPending) return <LoadingState label="Loading the plans" />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        what="The plans"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Upgrade overview={query.data} canSeeBilling={canSeeBilling} />;
}
