import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BenefitPlan, PlansReport } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import type { CompanyReport } from '../../api/get-company-report';
import { useShowMore } from '../../hooks/use-show-more';
import { filterPlans, type PlansFilter } from '../../utils/plans-filter';
import { PLAN_KIND_LABELS, planTitle } from '@edge/contracts';
import { ReportCard } from '../report-card';
import { EmptyReport } from '../../../../components/ui/report-states';
import { ShowMoreButton } from '../show-more-button';
import { PlanContractsTable } from './plan-contracts-table';
import { PlanYearChip } from './plan-year-chip';

function planFacts(plan: BenefitPlan): string {
  const term = [plan.plan_year_begin, plan.plan_year_end].map(formatDate);
  return [
    plan.participants !== null &&
      `${formatCount(plan.participants)} participants`,
    term[0] && `${term[0]} – ${term[1]}`,
    plan.form && `Form ${plan.form}`,
    plan.admin_name && `Administrator ${plan.admin_name}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function PlanHeading({ plan }: { plan: BenefitPlan }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="subtitle2" component="h3">
        {planTitle(plan)}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        label={PLAN_KIND_LABELS[plan.kind]}
      />
      {plan.plan_number && (
        <Chip
          size="small"
          variant="outlined"
          label={`No. ${plan.plan_number}`}
        />
      )}
      {plan.self_funded && (
        <Chip size="small" color="secondary" label="Self-funded" />
      )}
    </Box>
  );
}

function PlanItem({ plan }: { plan: BenefitPlan }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        // One column no wider than the card: a wide contracts table scrolls
        // in its own box instead of widening the page on a phone.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 0.75,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <PlanHeading plan={plan} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {planFacts(plan)}
      </Typography>
      {plan.contracts.length > 0 && (
        <PlanContractsTable
          label={`Contracts of ${planTitle(plan)}`}
          contracts={plan.contracts}
        />
      )}
    </Box>
  );
}

function PlanList({ plans }: { plans: readonly BenefitPlan[] }) {
  const list = useShowMore(plans);
  if (plans.length === 0)
    return <EmptyReport text="No plans match the filters." />;
  return (
    <>
      <Box
        component="ul"
        id={list.listId}
        aria-label="Plans"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {list.shown.map((plan) => (
          <PlanItem key={plan.ack_id} plan={plan} />
        ))}
      </Box>
      <ShowMoreButton list={list} total={plans.length} />
    </>
  );
}

interface PlansCardProps {
  report: CompanyReport<PlansReport>;
  filter: PlansFilter;
}

/** The current benefit plans (each kind of its latest year) with their contracts. */
export function PlansCard({ report, filter }: PlansCardProps) {
  return (
    <ReportCard
      name="plans"
      report={report}
      isEmpty={(data) => data.plans.length === 0}
      emptyText="No benefit plans on file (Form 5500)."
      action={(data) => (
        <PlanYearChip year={data.plan_year} years={data.plan_years} />
      )}
    >
      {(data) => <PlanList plans={filterPlans(data.plans, filter)} />}
    </ReportCard>
  );
}
