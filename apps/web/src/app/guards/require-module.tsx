import { Outlet, useLocation } from 'react-router';
import { hasModule } from '@edge/contracts';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { getRouteModule, getSwitchTarget } from '../../utils/route-module';
import { ForbiddenPage } from './forbidden-page';

/** SPEC §5: a module route needs the product (PC for pc, H-W for eb). */
export function RequireModule() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const module = getRouteModule(pathname);
  if (module && !hasModule(user.products, module)) {
    return <ForbiddenPage switchTo={getSwitchTarget(user.products, module)} />;
  }
  return <Outlet />;
}
