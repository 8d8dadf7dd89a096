import { getPermittedStates } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { EbSearchHome } from '../../features/search/components/eb/eb-search-home';
import { HomeWelcome } from '../../features/search/components/home-welcome';
import { savedSearchSlots } from '../saved-search-slots';

export function EbHomeRoute() {
  const user = useCurrentUser();
  return (
    <PageFrame
      eyebrow="Employee Benefits"
      title="Benefits leads"
      description="Search employers by plan, carrier, broker, line of business and renewal month, from Form 5500 filings."
    >
      <HomeWelcome user={user} module="eb" />
      <EbSearchHome
        permittedStates={getPermittedStates(user.products, 'eb')}
        slots={savedSearchSlots('eb')}
      />
    </PageFrame>
  );
}
