import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { WelfareSummaryReport } from '@edge/contracts';
import { formatMonth } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { countFigure, moneyFigure } from '../../utils/figures';
import { HINTS } from '../../utils/hint-texts';
import { FigureGrid } from '../figure-grid';
import { HintButton } from '../../../../components/ui/hint-button';
import { ReportCard } from '../report-card';
import { PlanYearChip } from './plan-year-chip';

const FUNDING: Record<'true' | 'false' | 'null', string> = {
  true: 'Self-funded',
  false: 'Fully insured',
  null: 'Funding not reported',
};

function LabelWithHint(props: { label: string; hint: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Typography variant="subtitle2" component="h3">
        {props.label}
      </Typography>
      <HintButton label={`About ${props.label}`} text={props.hint} />
    </Box>
  );
}

function WelfareFacts({ data }: { data: WelfareSummaryReport }) {
  const months = data.renewal_months.map(formatMonth).join(', ');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Chip
          size="small"
          color={data.self_funded ? 'secondary' : 'default'}
          label={FUNDING[String(data.self_funded) as keyof typeof FUNDING]}
        />
        <HintButton label="About self-funded plans" text={HINTS.selfFunded} />
        {months && (
          <Typography variant="body2">
            Renews in <strong>{months}</strong>
          </Typography>
        )}
      </Box>
      {data.lines.length > 0 && (
        <>
          <LabelWithHint
            label="Lines of business"
            hint={HINTS.linesOfBusiness}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {data.lines.map((line) => (
              <Chip
                key={line.id}
                size="small"
                variant="outlined"
                label={line.display_name}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** Welfare summary: the health and welfare plans of the latest welfare year. */
export function WelfareSummaryCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'welfare-summary');
  return (
    <ReportCard
      name="welfare-summary"
      report={report}
      isEmpty={(data) => data.plans === 0}
      emptyText="No welfare plans on file (Form 5500)."
      action={(data) => <PlanYearChip year={data.plan_year} />}
    >
      {(data) => (
        <>
          <FigureGrid
            figures={[
              countFigure('Plans', data.plans),
              countFigure('Participants', data.participants),
              countFigure('Persons covered', data.persons_covered),
              moneyFigure('Premium', data.premium),
              moneyFigure('Commissions', data.commissions),
              moneyFigure('Fees', data.fees),
              countFigure('Carriers', data.carriers),
              countFigure('Brokers', data.brokers),
            ]}
          />
          <WelfareFacts data={data} />
        </>
      )}
    </ReportCard>
  );
}
