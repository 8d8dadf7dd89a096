import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function OshaInspectionDetailsRoute() {
  const { muns = '' } = useParams();
  return (
    <PageFrame
      title="OSHA Inspection Details"
      description={`One OSHA inspection of company ${muns}, in full.`}
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
