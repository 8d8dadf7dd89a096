import Typography from '@mui/material/Typography';
import type { PlanHistoryReport, PlanYearFigures } from '@edge/contracts';
import { formatCount, formatFullMoney } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { countFigure, moneyFigure } from '../../utils/figures';
import { completeHistory, describeChange } from '@edge/contracts';
import { PlanHistoryChart } from '../charts/lazy-charts';
import { ChartFigure } from '../charts/chart-figure';
import { FigureGrid } from '../figure-grid';
import { ReportCard } from '../report-card';

const CHART_HEIGHT = 200;

function latestFigures(years: readonly PlanYearFigures[]) {
  const latest = years.at(-1);
  const before = years.at(-2);
  if (!latest) return [];
  const previous = (pick: (y: PlanYearFigures) => number) =>
    before && { value: pick(before), year: before.year };
  return [
    moneyFigure(
      `Premium ${latest.year}`,
      latest.premium,
      describeChange(
        latest.premium,
        previous((y) => y.premium),
      ),
    ),
    countFigure(
      `Participants ${latest.year}`,
      latest.participants,
      // Every plan, welfare and retirement: more than the welfare summary.
      [
        'All plans',
        describeChange(
          latest.participants,
          previous((y) => y.participants),
        ),
      ]
        .filter(Boolean)
        .join(' · '),
    ),
  ];
}

function PlanHistoryView({ data }: { data: PlanHistoryReport }) {
  const { years, arriving } = completeHistory(data);
  return (
    <>
      <FigureGrid figures={latestFigures(years)} />
      {arriving && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {arriving}
        </Typography>
      )}
      {years.length < 2 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {arriving ? 'One complete plan year' : 'One plan year'} on file: the
          trend shows from the second year on.
        </Typography>
      ) : (
        <ChartFigure
          label="Premium and participants by plan year"
          headers={[
            'Plan year',
            'Plans',
            'Participants',
            'Premium',
            'Commissions',
          ]}
          rows={years.map((y) => [
            String(y.year),
            String(y.plans),
            formatCount(y.participants),
            formatFullMoney(y.premium),
            formatFullMoney(y.commissions),
          ])}
          height={CHART_HEIGHT}
          chart={<PlanHistoryChart years={years} height={CHART_HEIGHT} />}
        />
      )}
    </>
  );
}

/** Plan history: premium and participants over every plan year on file. */
export function PlanHistoryCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'plan-history');
  return (
    <ReportCard
      name="plan-history"
      report={report}
      isEmpty={(data) => data.years.length === 0}
      emptyText="No plan years on file."
    >
      {(data) => <PlanHistoryView data={data} />}
    </ReportCard>
  );
}
