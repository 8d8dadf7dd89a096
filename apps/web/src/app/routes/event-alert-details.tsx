import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function EventAlertDetailsRoute() {
  const { muns = '' } = useParams();
  return (
    <PageFrame
      title="Event Alert Details"
      description={`The events behind the alerts of company ${muns}.`}
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
