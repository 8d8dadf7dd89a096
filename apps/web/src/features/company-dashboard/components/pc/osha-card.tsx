import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { OshaInspection, OshaReport } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import { formatDate } from '@edge/contracts';
import { formatFullMoney, formatMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { countFigure, moneyFigure } from '../../utils/figures';
import { inspectionTypeLabel } from '@edge/contracts';
import { OshaPenaltyChart } from '../charts/lazy-charts';
import { ChartFigure } from '../charts/chart-figure';
import { FigureGrid, type Figure } from '../figure-grid';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';

const CHART_HEIGHT = 180;

const COLUMNS: readonly TableColumn<OshaInspection>[] = [
  { key: 'opened', label: 'Opened', render: (i) => formatDate(i.open_date) },
  {
    key: 'type',
    label: 'Type',
    render: (i) => inspectionTypeLabel(i.inspection_type),
    // The site, for a company inspected at more than one address.
    title: (i) =>
      [i.site_address, i.site_city, i.site_state].filter(Boolean).join(', '),
  },
  {
    key: 'violations',
    label: 'Violations',
    isNumeric: true,
    render: (i) => i.violations,
  },
  {
    key: 'penalty',
    label: 'Penalty',
    isNumeric: true,
    render: (i) => formatMoney(i.current_penalty),
    title: (i) => formatFullMoney(i.current_penalty),
  },
];

function oshaFigures({ totals }: OshaReport): Figure[] {
  const kinds = `${totals.serious} serious · ${totals.willful} willful · ${totals.repeat} repeat`;
  return [
    countFigure(
      'Inspections',
      totals.inspections,
      `${totals.open_inspections} open`,
    ),
    countFigure('Violations', totals.violations, kinds),
    moneyFigure(
      'Penalties',
      totals.current_penalty,
      totals.initial_penalty === null
        ? undefined
        : `Initially ${formatMoney(totals.initial_penalty)}`,
    ),
    {
      label: 'Last inspection',
      value: formatDate(totals.last_inspection_date) || 'n/a',
    },
  ];
}

function PenaltiesByYear({ years }: { years: OshaReport['by_year'] }) {
  return (
    <ChartFigure
      label="OSHA penalties per year"
      headers={['Year', 'Inspections', 'Initial penalty', 'Current penalty']}
      rows={years.map((y) => [
        String(y.year),
        String(y.inspections),
        formatFullMoney(y.initial_penalty),
        formatFullMoney(y.current_penalty),
      ])}
      height={CHART_HEIGHT}
      chart={<OshaPenaltyChart years={years} height={CHART_HEIGHT} />}
    />
  );
}

function OshaView({ data }: { data: OshaReport }) {
  return (
    <>
      <FigureGrid figures={oshaFigures(data)} />
      {data.by_year.length > 0 && <PenaltiesByYear years={data.by_year} />}
      <ReportTable
        label="Latest OSHA inspections"
        columns={COLUMNS}
        rows={data.recent}
        rowKey={(i) => i.activity_nr}
        limit={5}
      />
    </>
  );
}

/** OSHA: inspections, violations and penalties, by year and latest. */
export function OshaCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'osha');
  return (
    <ReportCard
      name="osha"
      report={report}
      isEmpty={(data) => data.totals.inspections === 0}
      emptyText="No OSHA inspections on record."
      action={() => (
        <Link
          component={RouterLink}
          to={paths.oshaDetails(muns)}
          variant="body2"
        >
          OSHA details
        </Link>
      )}
    >
      {(data) => <OshaView data={data} />}
    </ReportCard>
  );
}
