import type { RetirementPlan } from '@edge/contracts';
import { formatCount, formatFullMoney, formatMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { countFigure, moneyFigure } from '../../utils/figures';
import { FigureGrid } from '../figure-grid';
import { ReportCard } from '../report-card';
import { ReportTable, type TableColumn } from '../report-table';
import { PlanYearChip } from './plan-year-chip';

const COLUMNS: readonly TableColumn<RetirementPlan>[] = [
  {
    key: 'plan',
    label: 'Plan',
    minWidth: 160,
    render: (p) => p.plan_name ?? `Plan ${p.plan_number ?? ''}`,
  },
  {
    key: 'participants',
    label: 'Participants',
    isNumeric: true,
    render: (p) => formatCount(p.participants),
  },
  {
    key: 'assets',
    label: 'Assets (EOY)',
    isNumeric: true,
    render: (p) => formatMoney(p.assets_eoy),
    title: (p) =>
      p.assets_eoy === null ? undefined : formatFullMoney(p.assets_eoy),
  },
];

/** Retirement summary: the retirement plans of the latest retirement year. */
export function RetirementSummaryCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'retirement-summary');
  return (
    <ReportCard
      name="retirement-summary"
      report={report}
      isEmpty={(data) => data.plans.length === 0}
      emptyText="No retirement plans on file (Form 5500)."
      action={(data) => <PlanYearChip year={data.plan_year} />}
    >
      {(data) => (
        <>
          <FigureGrid
            figures={[
              countFigure('Participants', data.participants),
              moneyFigure(
                'Assets',
                data.assets_eoy,
                `Year start ${formatMoney(data.assets_boy)}`,
              ),
              moneyFigure('Employer contrib.', data.employer_contributions),
              moneyFigure(
                'Participant contrib.',
                data.participant_contributions,
              ),
            ]}
          />
          <ReportTable
            label="Retirement plans"
            columns={COLUMNS}
            rows={data.plans}
            rowKey={(p) => p.ack_id}
            limit={5}
          />
        </>
      )}
    </ReportCard>
  );
}
