import Box from '@mui/material/Box';
import { useCompanyReport } from '../../api/get-company-report';
import { usePlansFilter } from '../../hooks/use-plans-filter';
import {
  filterPlans,
  filterProviders,
  plansFilterOptions,
} from '../../utils/plans-filter';
import { PlansCard } from './plans-card';
import { PlansFilterPanel } from './plans-filter-panel';
import { ProvidersCard } from './providers-card';

/**
 * Plans and providers with the one filter panel over both; the panel shows
 * once either has rows to filter.
 */
export function PlansAndServices({ muns }: { muns: string }) {
  const plans = useCompanyReport(muns, 'plans');
  const providers = useCompanyReport(muns, 'providers');
  const state = usePlansFilter();
  const planRows =
    plans.view.status === 'loaded' ? plans.view.data.plans : null;
  const providerRows =
    providers.view.status === 'loaded' ? providers.view.data.providers : null;
  const hasRows = (planRows?.length ?? 0) + (providerRows?.length ?? 0) > 0;
  const summary = [
    planRows &&
      `${filterPlans(planRows, state.filter).length} of ${planRows.length} plans`,
    providerRows &&
      `${filterProviders(providerRows, state.filter, planRows).length} of ${providerRows.length} providers`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {hasRows && (
        <Box sx={{ bgcolor: 'background.paper', borderRadius: '10px' }}>
          <PlansFilterPanel
            options={plansFilterOptions(planRows ?? [], providerRows ?? [])}
            state={state}
            summary={summary}
          />
        </Box>
      )}
      <PlansCard report={plans} filter={state.filter} />
      <ProvidersCard
        report={providers}
        filter={state.filter}
        plans={planRows}
      />
    </>
  );
}
