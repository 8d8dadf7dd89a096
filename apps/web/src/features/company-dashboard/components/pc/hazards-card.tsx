import type { CompanyProfile, HazardsReport } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { matchHazardsView } from '../../utils/hazard-match';
import { describeScore, topPart } from '../../utils/hazard-text';
import { HINTS } from '../../utils/hint-texts';
import type { ReportView } from '../../utils/report-view';
import { HazardScoreChart } from '../charts/lazy-charts';
import { ChartFigure } from '../charts/chart-figure';
import { FactList } from '../../../../components/ui/fact-list';
import { ReportCard } from '../report-card';

function HazardsView({ data }: { data: HazardsReport }) {
  const height = 36 * data.groups.length + 28;
  return (
    <>
      <FactList
        facts={[
          ['Overall risk', describeScore(data.overall)],
          ['Expected loss', describeScore(data.expected_annual_loss)],
          ['County', data.county_name],
        ]}
      />
      {data.groups.length > 0 && (
        <ChartFigure
          label="Hazard scores by group, 0 to 100"
          headers={['Hazard', 'Score', 'Highest part']}
          rows={data.groups.map((group) => [
            group.label,
            describeScore(group) || 'Not rated',
            topPart(group),
          ])}
          height={height}
          chart={<HazardScoreChart groups={data.groups} height={height} />}
        />
      )}
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
