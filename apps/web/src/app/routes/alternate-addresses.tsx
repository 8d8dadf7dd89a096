import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function AlternateAddressesRoute() {
  const { muns = '' } = useParams();
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Alternate Addresses"
      description={`Other addresses on file for company ${muns}.`}
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
