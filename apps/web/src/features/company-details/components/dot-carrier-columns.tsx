import type { DotCarrierSortField, MotorCarrier } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { formatPhone } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import {
  carrierOperationLabel,
  operationsLabel,
  yesNo,
} from '../utils/code-labels';
import type { DetailsColumn } from './details-table';
import { StackedCell } from './stacked-cell';

type Column = DetailsColumn<MotorCarrier, DotCarrierSortField>;

const count = (key: 'power_units' | 'drivers', label: string): Column => ({
  key,
  label,
  sortField: key,
  isNumeric: true,
  render: (r) => formatCount(r[key]),
});

// 'COLUMBUS, OH 43215' beneath the street.
const formatPlace = (r: MotorCarrier) =>
  [r.city, [r.state, r.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

// The miles, and beneath them the year they were driven in.
function mileage(r: MotorCarrier) {
  if (r.mcs150_mileage === null) return '';
  const year = r.mcs150_mileage_year ? `in ${r.mcs150_mileage_year}` : null;
  return (
    <StackedCell
      first={formatCount(r.mcs150_mileage)}
      second={year}
      isName={false}
    />
  );
}

/** The motor carriers table (reference §4, FMCSA census). */
export const DOT_CARRIER_COLUMNS: readonly Column[] = [
  {
    key: 'dot_number',
    label: 'DOT Number',
    sortField: 'dot_number',
    firstSort: 'desc',
    render: (r) => r.dot_number,
  },
  {
    key: 'legal_name',
    label: 'Legal / DBA Name',
    sortField: 'legal_name',
    minWidth: 120,
    render: (r) => <StackedCell first={r.legal_name} second={r.dba_name} />,
  },
  // Fleet size first: what a broker sizes a motor risk by.
  count('power_units', 'Power Units'),
  count('drivers', 'Drivers'),
  // The operation, then what it is authorized for beneath: one column, so
  // every column fits a laptop's width.
  {
    key: 'carrier_operation',
    label: 'Operation',
    sortField: 'carrier_operation',
    minWidth: 120,
    render: (r) => (
      <StackedCell
        first={carrierOperationLabel(r.carrier_operation)}
        second={operationsLabel(r.operations)}
        isName={false}
      />
    ),
  },
  {
    key: 'cargo',
    label: 'Hazmat / Passenger',
    minWidth: 80,
    render: (r) => `${yesNo(r.hazmat)} / ${yesNo(r.passenger)}`,
  },
  {
    key: 'mcs150_date',
    label: 'MCS-150 Date',
    sortField: 'mcs150_date',
    firstSort: 'desc',
    render: (r) => formatDate(r.mcs150_date),
  },
  {
    key: 'mcs150_mileage',
    label: 'MCS-150 Mileage',
    sortField: 'mcs150_mileage',
    isNumeric: true,
    render: mileage,
  },
  {
    key: 'address',
    label: 'Address',
    minWidth: 120,
    render: (r) => (
      <StackedCell first={r.address} second={formatPlace(r)} isName={false} />
    ),
  },
  { key: 'telephone', label: 'Phone', render: (r) => formatPhone(r.telephone) },
];
