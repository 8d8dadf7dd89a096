import type { TopCarrier } from '@edge/contracts';
import { formatCount, formatFullMoney, formatMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';
import { PlanYearChip } from './plan-year-chip';

const COLUMNS: readonly TableColumn<TopCarrier>[] = [
  {
    key: 'carrier',
    label: 'Carrier',
    minWidth: 150,
    render: (c) => c.carrier_name,
  },
  {
    key: 'lines',
    label: 'Lines',
    minWidth: 120,
    render: (c) => c.lines.map((line) => line.display_name).join(', '),
  },
  {
    key: 'persons',
    label: 'Covered',
    isNumeric: true,
    render: (c) => formatCount(c.persons_covered),
  },
  {
    key: 'premium',
    label: 'Premium',
    isNumeric: true,
    render: (c) => formatMoney(c.premium),
    title: (c) => formatFullMoney(c.premium),
  },
];

/** SPEC §9: the top 10 carriers of the latest welfare year, by premium. */
export function CarriersCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'carriers');
  return (
    <ReportCard
      name="carriers"
      report={report}
      isEmpty={(data) => data.carriers.length === 0}
      emptyText="No insurance carriers on file (Schedule A)."
      action={(data) => <PlanYearChip year={data.plan_year} />}
    >
      {(data) => (
        <ReportTable
          label="Carriers by premium"
          columns={COLUMNS}
          rows={data.carriers}
          rowKey={(c) => c.carrier_name_normalized}
          limit={5}
        />
      )}
    </ReportCard>
  );
}
