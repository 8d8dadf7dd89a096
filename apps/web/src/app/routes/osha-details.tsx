import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function OshaDetailsRoute() {
  const { muns = '' } = useParams();
  return (
    <PageFrame
      title="OSHA Details"
      description={`OSHA inspections and violations of company ${muns}.`}
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
