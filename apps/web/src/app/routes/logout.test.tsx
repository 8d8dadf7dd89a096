import { describe, expect, it, vi } from 'vitest';
import { leaveApp } from '../../lib/leave-app';
import { writePartnerCache } from '../../features/partner/utils/partner-storage';
import { demoUser } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { agencyUsers, featureLicense } from '../../testing/partner-fixtures';
import { LocationProbe, renderRoutes } from '../../testing/render-routes';
import { LogoutRoute } from './logout';

describe('LogoutRoute', { timeout: 20_000 }, () => {
  // SPEC §6: the agency's lists kept in the browser go with the user.
  it('should forget the partner lists kept in local storage', async () => {
    const left = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    const logout = fakeApi().answer('GET /api/v1/auth/logout', { ok: true });
    const user = demoUser('partner.broker');
    writePartnerCache('feature-license', user.id, featureLicense());
    writePartnerCache('agency-users', user.id, agencyUsers());
    localStorage.setItem('edge.kept', '1');
    renderRoutes(
      [
        { path: '/edge/logout', element: <LogoutRoute /> },
        { path: '*', element: <LocationProbe /> },
      ],
      { path: '/edge/logout', user },
    );
    // A partner user goes back to the shell (decision 0036).
    await vi.waitFor(() => expect(left).toHaveBeenCalledTimes(1));
    expect(logout.requests).toHaveLength(1);
    expect(Object.keys(localStorage)).toEqual(['edge.kept']);
  });
});
