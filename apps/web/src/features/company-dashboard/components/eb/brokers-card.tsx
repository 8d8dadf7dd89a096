import Typography from '@mui/material/Typography';
import type { TopBroker } from '@edge/contracts';
import { formatFullMoney, formatMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';
import { BrokerName } from './broker-name';
import { PlanYearChip } from './plan-year-chip';

/** The broker and, under it, the carriers it places. */
function BrokerCell({ broker }: { broker: TopBroker }) {
  return (
    <>
      <BrokerName broker={broker} />
      {broker.carriers.length > 0 && (
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          {broker.carriers.join(', ')}
        </Typography>
      )}
    </>
  );
}

const COLUMNS: readonly TableColumn<TopBroker>[] = [
  {
    key: 'broker',
    label: 'Broker',
    minWidth: 150,
    render: (b) => <BrokerCell broker={b} />,
  },
  {
    key: 'contracts',
    label: 'Contracts',
    isNumeric: true,
    render: (b) => b.contracts,
  },
  {
    key: 'commission',
    label: 'Commission',
    isNumeric: true,
    render: (b) => formatMoney(b.commission),
    title: (b) => formatFullMoney(b.commission),
  },
  {
    key: 'fees',
    label: 'Fees',
    isNumeric: true,
    render: (b) => formatMoney(b.fees),
    title: (b) => formatFullMoney(b.fees),
  },
];

/** SPEC §9: the top 10 brokers of the latest welfare year, by commission and fees. */
export function BrokersCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'brokers');
  return (
    <ReportCard
      name="brokers"
      report={report}
      isEmpty={(data) => data.brokers.length === 0}
      emptyText="No brokers on file (Schedule A)."
      action={(data) => <PlanYearChip year={data.plan_year} />}
    >
      {(data) => (
        <ReportTable
          label="Brokers by commission"
          columns={COLUMNS}
          rows={data.brokers}
          rowKey={(b) => b.name_normalized}
          limit={5}
        />
      )}
    </ReportCard>
  );
}
