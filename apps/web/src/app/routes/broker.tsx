import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function BrokerRoute() {
  const { msid = '' } = useParams();
  return (
    <PageFrame
      title="Broker Profile"
      description={`Clients, carriers and lines of business of broker ${msid}.`}
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
