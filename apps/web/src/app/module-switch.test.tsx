import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchModeTracking } from '../hooks/use-search-mode-tracking';
import {
  defaultPreference,
  readPreference,
  updatePreference,
} from '../lib/search-preference';
import { brokersPage } from '../testing/broker-fixtures';
import { demoUser } from '../testing/demo-users';
import { fakeApi } from '../testing/fake-api';
import { renderRoutes } from '../testing/render-routes';
import { EbHomeRoute } from './routes/eb-home';
import { PcHomeRoute } from './routes/pc-home';

function Shell() {
  useSearchModeTracking();
  return <Outlet />;
}

// A broker licensed for both modules in different states.
const user = {
  ...demoUser('full.broker'),
  products: { PC: 'TX,OK', 'H-W': 'CA' },
};

/** The answers the module homes ask for; the counts are all 12. */
function fakeHomeAnswers() {
  const api = fakeApi();
  api.answer('POST /api/v1/search/pnc/count', { total: 12 });
  api.answer('POST /api/v1/search/eb/count', { total: 12 });
  api.answer('GET /api/v1/brokers', brokersPage([]));
}

async function stateOptions(label: string) {
  const u = userEvent.setup();
  await u.click(screen.getAllByLabelText(label)[0]!);
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await u.keyboard('{Escape}');
  return options;
}

// SPEC §4: switching module to EB, EB broker search or PC resets the user
// preference and recomputes the permitted states.
describe('switching module', { timeout: 20_000 }, () => {
  it('should reset the preference and offer the new module states', async () => {
    fakeHomeAnswers();
    const { router } = renderRoutes(
      [
        {
          element: <Shell />,
          children: [
            { path: '/edge/pc', element: <PcHomeRoute /> },
            { path: '/edge/eb', element: <EbHomeRoute /> },
          ],
        },
      ],
      { path: '/edge/pc', user },
    );
    expect(await stateOptions('States')).toEqual(['OklahomaOK', 'TexasTX']);
    updatePreference('pc', { pageSize: 50, view: 'map' });

    await act(() => router.navigate('/edge/eb'));
    expect(readPreference('pc')).toEqual(defaultPreference('pc'));
    expect(await stateOptions('Headquarters states')).toEqual(['CaliforniaCA']);

    updatePreference('eb', { pageSize: 10 });
    await act(() => router.navigate('/edge/eb?mode=brokers'));
    expect(readPreference('eb')).toEqual(defaultPreference('eb'));

    updatePreference('eb-brokers', { pageSize: 5 });
    await act(() => router.navigate('/edge/pc'));
    expect(readPreference('eb-brokers')).toEqual(
      defaultPreference('eb-brokers'),
    );
    expect(await stateOptions('States')).toEqual(['OklahomaOK', 'TexasTX']);
  });

  it('should keep the preference while the user stays in the module', async () => {
    fakeHomeAnswers();
    const { router } = renderRoutes(
      [
        {
          element: <Shell />,
          children: [{ path: '/edge/pc', element: <PcHomeRoute /> }],
        },
      ],
      { path: '/edge/pc', user },
    );
    updatePreference('pc', { pageSize: 50 });
    await act(() => router.navigate('/edge/pc?q=1.e30'));
    expect(readPreference('pc').pageSize).toBe(50);
  });
});
