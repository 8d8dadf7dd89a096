import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function LocationLookupRoute() {
  return (
    <PageFrame
      title="Location Lookup"
      description="Find companies around an address or a place."
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
