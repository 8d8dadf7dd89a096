import { getLandingModule } from '@edge/contracts';
import { Redirect } from '../../components/ui/redirect';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/use-current-user';

type LandingTarget = 'home' | 'results' | 'favorites' | 'event-alerts';

const TARGETS = {
  home: paths.home,
  results: paths.results,
  favorites: paths.favorites,
  'event-alerts': paths.eventAlerts,
} as const;

// SPEC §2: /, /edge, /results, /edge/results (and the short /favorites,
// /event_alerts) go to the Commercial Lines screen, or to the benefits one
// for a user holding H-W without PC (the landing rule, getLandingModule).
export function LandingRedirect({ target }: { target: LandingTarget }) {
  const user = useCurrentUser();
  return <Redirect to={TARGETS[target](getLandingModule(user.products))} />;
}
