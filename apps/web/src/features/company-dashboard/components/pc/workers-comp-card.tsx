import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WcPolicy } from '@edge/contracts';
import { formatDate, policyCarrier } from '@edge/contracts';
import { useCompanyReport } from '../../api/get-company-report';
import { moneyFigure } from '../../utils/figures';
import { HINTS } from '../../utils/hint-texts';
import { FactList } from '../../../../components/ui/fact-list';
import { FigureGrid, type Figure } from '../figure-grid';
import { ReportCard } from '../report-card';
import { PoliciesSection } from './policies-section';

function currentFigures(policy: WcPolicy): Figure[] {
  const figures: Figure[] = [
    {
      label: 'Renewal',
      value: formatDate(policy.expiration_date) || 'n/a',
      note: 'Current term ends',
    },
    {
      label: 'Experience mod',
      value: policy.experience_mod?.toFixed(2) ?? 'Not rated',
    },
  ];
  if (policy.estimated_premium !== null) {
    figures.push(moneyFigure('Est. premium', policy.estimated_premium));
  }
  return figures;
}

function CurrentPolicy({ policy }: { policy: WcPolicy }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <FigureGrid figures={currentFigures(policy)} />
      <FactList
        facts={[
          ['Carrier', policyCarrier(policy)],
          ['Policy', policy.policy_number],
          ['Effective', formatDate(policy.effective_date)],
          ['Status', policy.coverage_status],
          ['Class code', policy.class_code],
          ['PEO', policy.peo_name],
        ]}
      />
    </Box>
  );
}

/** Workers' comp: the policy in force, and every term before it. */
export function WorkersCompCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'workers-comp');
  return (
    <ReportCard
      name="workers-comp"
      hint={HINTS.workersComp}
      report={report}
      isEmpty={(data) => data.policies.length === 0 && !data.current}
      emptyText="No workers' comp policies on record."
    >
      {(data) => (
        <>
          {data.current ? (
            <CurrentPolicy policy={data.current} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No policy in force on record.
            </Typography>
          )}
          {data.policies.length > 0 && (
            <PoliciesSection policies={data.policies} />
          )}
        </>
      )}
    </ReportCard>
  );
}
