import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CANCEL_NOTICE_TEXT,
  formatCount,
  formatDate,
  type AccountSubscription,
  type PlanInfo,
} from '@edge/contracts';
import { FigureCards, type Figure } from '../../../components/ui/figure-cards';
import { priceText } from '../utils/plan-text';

function figuresOf(
  subscription: AccountSubscription,
  plan: PlanInfo | null,
): Figure[] {
  const { seats, seats_used: used } = subscription;
  return [
    {
      label: 'Plan',
      value: plan?.name ?? 'No plan on record',
      note: plan ? priceText(plan) : undefined,
    },
    {
      label: 'Seats',
      value:
        seats === null
          ? `${formatCount(used)} users`
          : `${formatCount(used)} of ${formatCount(seats)} used`,
      note: seats === null ? 'Seats are not limited' : undefined,
    },
    {
      label: 'Renewal date',
      value: formatDate(subscription.renewal_date) || 'None',
    },
  ];
}

/** The plan, seats, modules and renewal date, with the cancel notice. */
export function SubscriptionSummary({
  subscription,
  plan,
}: {
  subscription: AccountSubscription;
  plan: PlanInfo | null;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FigureCards figures={figuresOf(subscription, plan)} minCardWidth={200} />
      {subscription.modules.length > 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          Modules:{' '}
          {subscription.modules.map((m) => `${m.name} (${m.entry})`).join('; ')}
        </Typography>
      )}
      {subscription.renewal_date && (
        <Alert severity="info">
          {CANCEL_NOTICE_TEXT}
          {subscription.cancel_by &&
            ` To cancel before the renewal on ${formatDate(subscription.renewal_date)}, tell us by ${formatDate(subscription.cancel_by)}.`}
        </Alert>
      )}
    </Box>
  );
}
