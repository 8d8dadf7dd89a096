import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MotorCarrier } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import { formatDate } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { carrierOperationLabel } from '@edge/contracts';
import { countFigure } from '../../utils/figures';
import { HINTS } from '../../utils/hint-texts';
import { FigureGrid } from '../figure-grid';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';

function cargoFlags(carrier: MotorCarrier): string {
  return [carrier.hazmat && 'Hazmat', carrier.passenger && 'Passenger']
    .filter(Boolean)
    .join(', ');
}

function CarrierCell({ carrier }: { carrier: MotorCarrier }) {
  const operation = [
    carrierOperationLabel(carrier.carrier_operation),
    cargoFlags(carrier),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {carrier.dba_name ?? carrier.legal_name}
      {operation && (
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          {operation}
        </Typography>
      )}
    </>
  );
}

const COLUMNS: readonly TableColumn<MotorCarrier>[] = [
  { key: 'dot', label: 'USDOT', render: (c) => c.dot_number },
  {
    key: 'name',
    label: 'Carrier',
    minWidth: 140,
    render: (c) => <CarrierCell carrier={c} />,
  },
  {
    key: 'units',
    label: 'Units',
    isNumeric: true,
    render: (c) => formatCount(c.power_units),
  },
  {
    key: 'drivers',
    label: 'Drivers',
    isNumeric: true,
    render: (c) => formatCount(c.drivers),
  },
  {
    key: 'mcs150',
    label: 'MCS-150',
    isNumeric: true,
    render: (c) => formatDate(c.mcs150_date),
  },
];

/** DOT: the company's motor carriers and their fleet. */
export function DotCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'dot');
  return (
    <ReportCard
      name="dot"
      hint={HINTS.motorCarrier}
      report={report}
      isEmpty={(data) => data.carriers.length === 0}
      emptyText="No DOT motor carrier registration on record."
      action={() => (
        <Link
          component={RouterLink}
          to={paths.dotDetails(muns)}
          variant="body2"
        >
          DOT details
        </Link>
      )}
    >
      {({ totals, carriers }) => (
        <>
          <FigureGrid
            figures={[
              countFigure('Carriers', totals.carriers),
              countFigure('Power units', totals.power_units),
              countFigure('Drivers', totals.drivers),
            ]}
          />
          <ReportTable
            label="Motor carriers"
            columns={COLUMNS}
            rows={carriers}
            rowKey={(c) => c.dot_number}
            limit={5}
          />
        </>
      )}
    </ReportCard>
  );
}
