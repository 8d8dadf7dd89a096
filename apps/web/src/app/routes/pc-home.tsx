import { getPermittedStates } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { HomeWelcome } from '../../features/search/components/home-welcome';
import { PcSearchHome } from '../../features/search/components/pc/pc-search-home';
import { savedSearchSlots } from '../saved-search-slots';

export function PcHomeRoute() {
  const user = useCurrentUser();
  return (
    <PageFrame
      eyebrow="Commercial Lines"
      title="Commercial lines leads"
      description="Search companies by location, industry, size and risk: OSHA, DOT, wage-and-hour, property and hazards."
    >
      <HomeWelcome user={user} module="pc" />
      <PcSearchHome
        permittedStates={getPermittedStates(user.products, 'pc')}
        slots={savedSearchSlots('pc')}
      />
    </PageFrame>
  );
}
