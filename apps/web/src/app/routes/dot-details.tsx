import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function DotDetailsRoute() {
  const { muns = '' } = useParams();
  return (
    <PageFrame
      title="Motor Carrier (DOT) Details"
      description={`Motor carrier registration and safety record of company ${muns}.`}
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
