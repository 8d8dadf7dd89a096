import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brokerHit, brokersPage } from '../../testing/broker-fixtures';
import type { UserInfo } from '@edge/contracts';
import { demoUser } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { EbHomeRoute } from './eb-home';

function setup(path = '/edge/eb', user: UserInfo = demoUser('eb.broker')) {
  const api = fakeApi();
  api.answer('POST /api/v1/search/eb/count', { total: 57 });
  api.answer(
    'GET /api/v1/brokers',
    brokersPage([brokerHit('B1', 'Summit Ridge Benefit Advisors')]),
  );
  const { router } = renderRoutes(
    [{ path: '/edge/eb', element: <EbHomeRoute /> }],
    { path, user },
  );
  return { router, api, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('EbHomeRoute', { timeout: 20_000 }, () => {
  it('should search companies until the Brokers tab is chosen', async () => {
    const { router, user } = setup();
    expect(tab('Companies')).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('form', { name: 'Benefits search' }),
    ).toBeInTheDocument();
    await user.click(tab('Brokers'));
    expect(router.state.location.search).toBe('?mode=brokers');
    expect(tab('Brokers')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Brokers');
    expect(
      await screen.findByRole('link', {
        name: 'Summit Ridge Benefit Advisors',
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Benefits search' }),
    ).not.toBeInTheDocument();
  });

  // SPEC §3: zywave_eb_broker_search, the partner platform's licence.
  it('should offer a partner-platform user without the licence the company search only', async () => {
    const { api } = setup('/edge/eb?mode=brokers', demoUser('partner.broker'));
    expect(
      await screen.findByRole('form', { name: 'Benefits search' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/v1/brokers')).toEqual(
      [],
    );
  });

  it('should offer the Brokers tab to a partner-platform user with the licence', async () => {
    const partner: UserInfo = {
      ...demoUser('partner.broker'),
      zywave_eb_broker_search: '1',
    };
    setup('/edge/eb?mode=brokers', partner);
    expect(tab('Brokers')).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('link', {
        name: 'Summit Ridge Benefit Advisors',
      }),
    ).toBeInTheDocument();
  });

  it('should switch with the keyboard, and Back returns to the last mode', async () => {
    const { router, user } = setup('/edge/eb?mode=brokers&broker_name=Sum');
    expect(tab('Brokers')).toHaveAttribute('aria-selected', 'true');
    tab('Brokers').focus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Companies')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(tab('Companies')).toHaveAttribute('aria-selected', 'true'),
    );
    // The broker filters wait in the address for a return.
    expect(router.state.location.search).toBe('?broker_name=Sum');
    await router.navigate(-1);
    await waitFor(() =>
      expect(tab('Brokers')).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('textbox', { name: 'Broker name' })).toHaveValue(
      'Sum',
    );
  });

  it.each([
    ['retirement', 'Retirement (F5500 SF)', 'Welfare (F5500)'],
    ['welfare', 'Welfare (F5500)', 'Retirement (F5500 SF)'],
  ])(
    'should open the main nav scope %s with only its filing scope ticked',
    async (scope, ticked, unticked) => {
      const { router } = setup(`/edge/eb?scope=${scope}`);
      const box = await screen.findByRole('checkbox', { name: ticked });
      expect(box).toBeChecked();
      expect(
        screen.getByRole('checkbox', { name: unticked }),
      ).not.toBeChecked();
      expect(
        screen.getByRole('checkbox', { name: 'Did Not File 5500 (F5500 NO)' }),
      ).not.toBeChecked();
      expect(router.state.location.search).not.toContain('scope=');
    },
  );
});
