import type {
  BenefitPlan,
  ProvidersReport,
  ServiceProvider,
} from '@edge/contracts';
import { formatFullMoney, formatMoney } from '@edge/contracts';
import type { CompanyReport } from '../../api/get-company-report';
import { filterProviders, type PlansFilter } from '../../utils/plans-filter';
import { planTitle } from '@edge/contracts';
import { ReportCard } from '../report-card';
import { EmptyReport } from '../../../../components/ui/report-states';
import { ReportTable, type TableColumn } from '../report-table';
import { PlanYearChip } from './plan-year-chip';

const money = (value: number | null) =>
  value === null ? undefined : formatFullMoney(value);

const COLUMNS: readonly TableColumn<ServiceProvider>[] = [
  { key: 'name', label: 'Provider', minWidth: 160, render: (p) => p.name },
  {
    key: 'services',
    label: 'Services',
    minWidth: 160,
    render: (p) => p.services.map((s) => s.label).join(', '),
  },
  { key: 'plan', label: 'Plan', minWidth: 120, render: (p) => planTitle(p) },
  {
    key: 'direct',
    label: 'Direct comp.',
    isNumeric: true,
    render: (p) => formatMoney(p.direct_compensation),
    title: (p) => money(p.direct_compensation),
  },
  {
    key: 'indirect',
    label: 'Indirect comp.',
    isNumeric: true,
    render: (p) => formatMoney(p.indirect_compensation),
    title: (p) => money(p.indirect_compensation),
  },
];

interface ProvidersCardProps {
  report: CompanyReport<ProvidersReport>;
  filter: PlansFilter;
  /** The plans, when in: plan filters narrow providers to their plans. */
  plans: readonly BenefitPlan[] | null;
}

/** Service providers (Schedule C) and what the plans pay them. */
export function ProvidersCard({ report, filter, plans }: ProvidersCardProps) {
  return (
    <ReportCard
      name="providers"
      report={report}
      isEmpty={(data) => data.providers.length === 0}
      emptyText="No service providers on file (Schedule C)."
      action={(data) => (
        <PlanYearChip year={data.plan_year} years={data.plan_years} />
      )}
    >
      {(data) => {
        const rows = filterProviders(data.providers, filter, plans);
        return rows.length === 0 ? (
          <EmptyReport text="No providers match the filters." />
        ) : (
          <ReportTable
            label="Providers and their pay"
            columns={COLUMNS}
            rows={rows}
            rowKey={(p, i) => `${p.ein ?? p.name}-${p.plan_number ?? ''}-${i}`}
            limit={5}
          />
        );
      }}
    </ReportCard>
  );
}
