import { useUser } from '../../features/auth/api/get-user';
import { getSwitchTarget } from '../../utils/route-module';
import { ForbiddenPage } from '../guards/forbidden-page';

/** /edge/forbidden: the 403 page on its own route (SPEC §2). */
export function ForbiddenRoute() {
  const { data: user } = useUser();
  return (
    <ForbiddenPage
      switchTo={user ? getSwitchTarget(user.products, null) : undefined}
    />
  );
}
