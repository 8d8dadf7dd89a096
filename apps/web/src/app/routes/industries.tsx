import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function IndustriesRoute() {
  return (
    <PageFrame
      title="Industries"
      description="Browse companies by industry (NAICS code)."
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
