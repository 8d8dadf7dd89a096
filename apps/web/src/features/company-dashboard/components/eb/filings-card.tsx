import Typography from '@mui/material/Typography';
import type { Filing } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { formatCount } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { PLAN_KIND_LABELS, planTitle } from '@edge/contracts';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';

function PlanCell({ filing }: { filing: Filing }) {
  const detail = [
    PLAN_KIND_LABELS[filing.kind],
    filing.form && `Form ${filing.form}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {planTitle(filing)}
      <Typography
        variant="caption"
        component="div"
        sx={{ color: 'text.secondary' }}
      >
        {detail}
      </Typography>
    </>
  );
}

const COLUMNS: readonly TableColumn<Filing>[] = [
  { key: 'year', label: 'Year', render: (f) => f.plan_year },
  {
    key: 'plan',
    label: 'Plan',
    minWidth: 160,
    render: (f) => <PlanCell filing={f} />,
  },
  {
    key: 'participants',
    label: 'Participants',
    isNumeric: true,
    render: (f) => formatCount(f.participants),
  },
  {
    key: 'schedules',
    label: 'Schedules',
    render: (f) => f.schedules.join(', '),
  },
  {
    key: 'received',
    label: 'Received',
    isNumeric: true,
    render: (f) => formatDate(f.date_received),
  },
];

/** Filings: every Form 5500 of every year, newest first. */
export function FilingsCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'filings');
  return (
    <ReportCard
      name="filings"
      report={report}
      isEmpty={(data) => data.filings.length === 0}
      emptyText="No Form 5500 filings on record."
    >
      {(data) => (
        <ReportTable
          label="Form 5500 filings"
          columns={COLUMNS}
          rows={data.filings}
          rowKey={(f) => f.ack_id}
          limit={5}
        />
      )}
    </ReportCard>
  );
}
