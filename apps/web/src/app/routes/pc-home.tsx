import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { HomeWelcome } from '../../features/search/components/home-welcome';

export function PcHomeRoute() {
  const user = useCurrentUser();
  return (
    <PageFrame
      eyebrow="Commercial Lines"
      title="Commercial lines leads"
      description="Search companies by location, industry, size and risk: OSHA, DOT, wage-and-hour, property and hazards."
    >
      <HomeWelcome user={user} module="pc" />
      <UpcomingPanel />
    </PageFrame>
  );
}
