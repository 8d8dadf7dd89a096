import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { WhdCase, WhdReport } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import { formatDate } from '@edge/contracts';
import { formatCount, formatFullMoney, formatMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { countFigure, moneyFigure } from '../../utils/figures';
import { FigureGrid } from '../figure-grid';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';

const money = (value: number | null) =>
  value === null ? undefined : formatFullMoney(value);

const COLUMNS: readonly TableColumn<WhdCase>[] = [
  {
    key: 'ended',
    label: 'Findings end',
    render: (c) => formatDate(c.findings_end_date),
  },
  {
    key: 'name',
    label: 'Trade name',
    minWidth: 120,
    render: (c) => c.trade_name ?? c.legal_name,
  },
  {
    key: 'violations',
    label: 'Violations',
    isNumeric: true,
    render: (c) => formatCount(c.violations),
  },
  {
    key: 'wages',
    label: 'Back wages',
    isNumeric: true,
    render: (c) => formatMoney(c.back_wages),
    title: (c) => money(c.back_wages),
  },
  {
    key: 'penalties',
    label: 'Penalties',
    isNumeric: true,
    render: (c) => formatMoney(c.civil_penalties),
    title: (c) => money(c.civil_penalties),
  },
];

function WhdFlags({ totals }: { totals: WhdReport['totals'] }) {
  if (!totals.repeat_violator && totals.child_labor_violations === 0)
    return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {totals.repeat_violator && (
        <Chip size="small" color="warning" label="Repeat violator" />
      )}
      {totals.child_labor_violations > 0 && (
        <Chip
          size="small"
          color="warning"
          label={`${formatCount(totals.child_labor_violations)} child labor violations`}
        />
      )}
    </Box>
  );
}

function WhdView({ data }: { data: WhdReport }) {
  const { totals } = data;
  return (
    <>
      <FigureGrid
        figures={[
          countFigure('Cases', totals.cases),
          countFigure('Violations', totals.violations),
          countFigure('Employees affected', totals.employees_violated),
          moneyFigure('Back wages', totals.back_wages),
          moneyFigure('Civil penalties', totals.civil_penalties),
          {
            label: 'Last finding',
            value: formatDate(totals.last_finding_date) || 'n/a',
          },
        ]}
      />
      <WhdFlags totals={totals} />
      <ReportTable
        label="Latest wage-and-hour cases"
        columns={COLUMNS}
        rows={data.recent}
        rowKey={(c) => c.case_id}
        limit={5}
      />
    </>
  );
}

/** Wage and hour: concluded WHD cases, back wages and penalties. */
export function WhdCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'whd');
  return (
    <ReportCard
      name="whd"
      report={report}
      isEmpty={(data) => data.totals.cases === 0}
      emptyText="No wage-and-hour cases on record."
      action={() => (
        <Link
          component={RouterLink}
          to={paths.whdDetails(muns)}
          variant="body2"
        >
          Wage and hour details
        </Link>
      )}
    >
      {(data) => <WhdView data={data} />}
    </ReportCard>
  );
}
