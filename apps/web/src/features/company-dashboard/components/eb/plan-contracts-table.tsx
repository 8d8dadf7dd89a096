import Box from '@mui/material/Box';
import type { WelfareLine } from '@edge/contracts';
import {
  formatCount,
  formatFullMoney,
  formatMoney,
  formatMonth,
} from '@edge/contracts';
import { ReportTable, type TableColumn } from '../report-table';
import { BrokerName } from './broker-name';

const money = (value: number | null) =>
  value === null ? undefined : formatFullMoney(value);

function linesOf(contract: WelfareLine): string {
  const names = contract.eb_categories.map((line) => line.display_name);
  if (contract.other_contract) names.push(contract.other_contract);
  return names.join(', ');
}

const COLUMNS: readonly TableColumn<WelfareLine>[] = [
  { key: 'lines', label: 'Lines', minWidth: 140, render: linesOf },
  {
    key: 'carrier',
    label: 'Carrier',
    minWidth: 140,
    render: (c) => c.carrier_name,
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
    title: (c) => money(c.premium),
  },
  {
    key: 'commission',
    label: 'Commission',
    isNumeric: true,
    render: (c) => formatMoney(c.commission),
    title: (c) => money(c.commission),
  },
  {
    key: 'renewal',
    label: 'Renews',
    render: (c) => formatMonth(c.renewal_month),
  },
  {
    key: 'brokers',
    label: 'Brokers',
    minWidth: 140,
    render: (c) =>
      c.brokers.map((broker, i) => (
        <Box component="span" key={`${broker.name_normalized}-${i}`}>
          {i > 0 && ', '}
          <BrokerName broker={broker} />
        </Box>
      )),
  },
];

/** The insurance contracts (Schedule A) of one plan. */
export function PlanContractsTable({
  label,
  contracts,
}: {
  label: string;
  contracts: readonly WelfareLine[];
}) {
  return (
    <ReportTable
      label={label}
      columns={COLUMNS}
      rows={contracts}
      rowKey={(c, i) => `${c.contract_number ?? ''}-${i}`}
    />
  );
}
