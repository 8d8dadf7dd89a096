import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { HomeWelcome } from '../../features/search/components/home-welcome';

export function EbHomeRoute() {
  const user = useCurrentUser();
  return (
    <PageFrame
      eyebrow="Employee Benefits"
      title="Benefits leads"
      description="Search employers by plan, carrier, broker, line of business and renewal month, from Form 5500 filings."
    >
      <HomeWelcome user={user} module="eb" />
      <UpcomingPanel />
    </PageFrame>
  );
}
