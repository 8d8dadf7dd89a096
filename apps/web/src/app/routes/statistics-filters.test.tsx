import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Module } from '@edge/contracts';
import { demoUser, type DemoUsername } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { NAICS_NODES, statFigure } from '../../testing/statistics-fixtures';
import { StatisticsRoute } from './statistics';

function setup(path: string, username: DemoUsername = 'full.broker') {
  const api = fakeApi();
  api.answer('GET /api/ld-variation', { value: true });
  api.answer('GET /api/v1/lookups/naics', { nodes: NAICS_NODES, total: 900 });
  const figures = api.answer('GET /api/v1/statistics/:module/:figure', (r) =>
    statFigure(r.params.module as Module, r.params.figure!),
  );
  const { router } = renderRoutes(
    [{ path: '/edge/statistics/:module', element: <StatisticsRoute /> }],
    { path, user: demoUser(username) },
  );
  const asked = (figure: string) =>
    figures.requests
      .filter((r) => r.params.figure === figure)
      .map((r) => r.query);
  return { router, asked, user: userEvent.setup() };
}

const search = (router: ReturnType<typeof setup>['router']) =>
  new URLSearchParams(router.state.location.search);

// The filters live in the address: reload, shared links and Back keep them.
describe('the statistics filters', { timeout: 20_000 }, () => {
  it('should read the filters of the address and ask every figure for them', async () => {
    const { asked } = setup(
      '/edge/statistics/pc?states=TX,OK&naics=23,31-33&sizes=1-9',
    );
    const filters = await screen.findByRole('search', {
      name: 'Statistics filters',
    });
    expect(within(filters).getByRole('button', { name: 'TX' })).toBeVisible();
    expect(within(filters).getByRole('button', { name: 'OK' })).toBeVisible();
    // The chips take their titles from the industry tree once it is in.
    expect(
      await within(filters).findByRole('button', { name: '23 Construction' }),
    ).toBeVisible();
    expect(
      within(filters).getByRole('button', { name: '31-33 Manufacturing' }),
    ).toBeVisible();
    expect(
      within(filters).getByRole('button', { name: '1 to 9 employees' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(asked('companies-by-state')).toEqual([
        { states: 'OK,TX', naics: '23,31,32,33', sizes: '1-9' },
      ]),
    );
    expect(asked('hazard-exposure')).toEqual([
      { states: 'OK,TX', naics: '23,31,32,33', sizes: '1-9' },
    ]);
  });

  it('should ask without limits when the address names none', async () => {
    const { asked } = setup('/edge/statistics/eb');
    await waitFor(() => expect(asked('top-carriers')).toEqual([{}]));
  });

  it('should leave out states the user may not see', async () => {
    // eb.broker sees CA, OR, WA and NV only.
    const { asked } = setup('/edge/statistics/eb?states=TX,WA', 'eb.broker');
    await waitFor(() =>
      expect(asked('renewal-months')).toEqual([{ states: 'WA' }]),
    );
  });

  it('should write a chosen state to the address, ask for it, and go Back to the choice before', async () => {
    const { router, asked, user } = setup('/edge/statistics/pc');
    const states = await screen.findByRole('combobox', { name: 'States' });
    await user.click(states);
    await user.type(states, 'Texas');
    await user.click(await screen.findByRole('option', { name: /Texas/ }));
    await waitFor(() => expect(search(router).get('states')).toBe('TX'));
    await waitFor(() =>
      expect(asked('osha-by-year')).toEqual([{}, { states: 'TX' }]),
    );
    await act(() => router.navigate(-1));
    expect(search(router).get('states')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'TX' }),
    ).not.toBeInTheDocument();
  });

  it('should take a typed NAICS code and a size band, and clear them all', async () => {
    const { router, asked, user } = setup('/edge/statistics/pc');
    const industries = await screen.findByRole('combobox', {
      name: 'Industries',
    });
    await user.type(industries, '2382');
    await user.click(
      await screen.findByRole('option', {
        name: '2382 Building Equipment Contractors',
      }),
    );
    await user.keyboard('{Escape}');
    const sizes = screen.getByRole('combobox', { name: 'Company size' });
    await user.click(sizes);
    await user.click(
      await screen.findByRole('option', { name: '10 to 49 employees' }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(search(router))).toEqual({
        naics: '2382',
        sizes: '10-49',
      }),
    );
    await waitFor(() =>
      expect(asked('companies-by-size').at(-1)).toEqual({
        naics: '2382',
        sizes: '10-49',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      screen.getByRole('button', { name: 'Clear filters' }),
    ).toBeDisabled();
  });
});
