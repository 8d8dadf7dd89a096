import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyProfile, HazardsReport } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { matchHazardsView } from '../../utils/hazard-match';
import { describeScore } from '@edge/contracts';
import { hazardScales, type HazardScale } from '@edge/contracts';
import { HINTS } from '../../utils/hint-texts';
import type { ReportView } from '../../../../utils/report-view';
import { HazardScoreChart } from '../charts/lazy-charts';
import { ChartFigure } from '../charts/chart-figure';
import { FactList } from '../../../../components/ui/fact-list';
import { ReportCard } from '../report-card';

function ScaleChart({ scale }: { scale: HazardScale }) {
  const height = 36 * scale.bars.length + 28;
  return (
    <Box>
      <Typography
        variant="caption"
        component="p"
        sx={{ m: 0, mb: 0.5, color: 'text.secondary' }}
      >
        {scale.caption}
      </Typography>
      <ChartFigure
        label={scale.caption}
        headers={scale.headers}
        rows={scale.rows}
        height={height}
        chart={<HazardScoreChart scale={scale} height={height} />}
      />
    </Box>
  );
}

function HazardsView({ data }: { data: HazardsReport }) {
  return (
    <>
      <FactList
        facts={[
          ['Overall risk', describeScore(data.overall)],
          ['Expected loss', describeScore(data.expected_annual_loss)],
          ['County', data.county_name],
        ]}
      />
      {hazardScales(data.groups).map((scale) => (
        <ScaleChart key={scale.key} scale={scale} />
      ))}
    </>
  );
}

interface HazardsCardProps {
  muns: string;
  /** SPEC §4: hazards are matched to the company by its coordinates. */
  profile: ReportView<CompanyProfile>;
}

/** Hazards: flood, fire, wind, ground and crime scores of the location. */
export function HazardsCard({ muns, profile }: HazardsCardProps) {
  const hazards = useCompanyReport(muns, 'hazards');
  const report = {
    view: matchHazardsView(hazards.view, profile),
    retry: hazards.retry,
  };
  return (
    <ReportCard
      name="hazards"
      hint={HINTS.hazards}
      report={report}
      isEmpty={(data) => data.groups.length === 0 && !data.overall}
      emptyText="No hazard scores for this location."
      ignoredText="The hazard scores on file are for another location, so they are not shown."
    >
      {(data) => <HazardsView data={data} />}
    </ReportCard>
  );
}
