import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MapPointsResponse, PcCriteria } from '@edge/contracts';
import { apiClient } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { renderRoutes } from '../../../../testing/render-routes';
import { pcHit, pcPage } from '../../../../testing/search-fixtures';
import { SearchResults } from '../results/search-results';

const PAGE = [pcHit('A1', 'Acme Plumbing'), pcHit('A2', 'Bolt Roofing')];
// Two neighbours in Austin (one cluster when zoomed out), one in New York.
const POINTS: MapPointsResponse = {
  total: 3,
  points: [
    ['A1', 30.27, -97.74],
    ['A2', 30.28, -97.75],
    ['N1', 40.71, -74.0],
  ],
  truncated: false,
};
const NEW_YORK_HIT = pcHit('N1', 'Cobalt Freight', { city: 'New York' });

interface Body {
  criteria: PcCriteria;
}

function setup(map: MapPointsResponse | Error = POINTS) {
  const post = vi
    .spyOn(apiClient, 'post')
    .mockImplementation((path, options) => {
      const body = (options?.body as { json: Body }).json;
      if (path === '/api/v1/search/pnc/map')
        return map instanceof Error
          ? Promise.reject(map)
          : Promise.resolve(map);
      // A company not on the table's page is looked up around its point.
      if (body.criteria.locationSearch?.radius)
        return Promise.resolve(pcPage([NEW_YORK_HIT]));
      return Promise.resolve(pcPage(PAGE, 3));
    });
  const { router } = renderRoutes(
    [{ path: '/edge/results/pc', element: <SearchResults module="pc" /> }],
    { path: '/edge/results/pc?view=map' },
  );
  return { post, router, user: userEvent.setup() };
}

const findMarker = (name: string | RegExp) =>
  screen.findByRole('button', { name }, { timeout: 10_000 });
const details = (name: string) => screen.queryByRole('complementary', { name });

describe('results map view', { timeout: 20_000 }, () => {
  it('should cluster neighbours and zoom to a cluster on a click', async () => {
    const { user } = setup();
    const cluster = await findMarker('2 companies here; zoom in');
    expect(cluster).toHaveTextContent('2');
    expect(
      screen.getByRole('button', { name: 'Company N1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acme Plumbing' })).toBeNull();
    await user.click(cluster);
    expect(await findMarker('Acme Plumbing')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Bolt Roofing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  });

  it('should open a marker of the page in the detail view', async () => {
    const { user } = setup();
    await user.click(await findMarker('2 companies here; zoom in'));
    await user.click(await findMarker('Acme Plumbing'));
    const panel = details('Acme Plumbing');
    expect(panel).toBeInTheDocument();
    expect(
      within(panel!).getByRole('link', { name: 'Open company dashboard' }),
    ).toHaveAttribute('href', '/edge/results/dashboard/A1?module=pc');
  });

  it('should fetch and open a company the page does not have, with Enter', async () => {
    const { post, user } = setup();
    const marker = await findMarker('Company N1');
    marker.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('complementary', { name: 'Cobalt Freight' }),
    ).toBeInTheDocument();
    const lookup = post.mock.calls.find(
      ([, options]) =>
        (options?.body as { json: Body }).json.criteria.locationSearch?.radius,
    );
    expect((lookup?.[1]?.body as { json: Body }).json.criteria).toMatchObject({
      locationSearch: { radius: { latitude: 40.71, longitude: -74.0 } },
    });
    await user.keyboard('{Escape}');
    expect(details('Cobalt Freight')).toBeNull();
  });

  it('should close the detail view when the results view changes', async () => {
    const { router, user } = setup();
    await user.click(await findMarker('Company N1'));
    expect(
      await screen.findByRole('complementary', { name: 'Cobalt Freight' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(details('Cobalt Freight')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    await findMarker('Company N1');
    expect(details('Cobalt Freight')).toBeNull();
  });

  it('should say when the map is capped and count companies with no location', async () => {
    setup({ ...POINTS, total: 80_000, truncated: true });
    expect(
      await screen.findByText(
        'Showing 3 of 80,000 companies on the map; narrow the search to see all',
      ),
    ).toBeInTheDocument();
  });

  it('should note the companies that have no location', async () => {
    setup({ ...POINTS, total: 5 });
    expect(
      await screen.findByText('2 companies have no location'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 companies on the map')).toBeInTheDocument();
  });

  it('should show a failed map and load it again on Try again', async () => {
    const refused = new ApiError({
      message: 'You do not have access to this map',
      statusCode: 403,
      techMessage: 'POST /api/v1/search/pnc/map 403',
    });
    const { post, user } = setup(refused);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The map could not be loaded');
    expect(alert).toHaveTextContent('You do not have access to this map');
    post.mockImplementation((path) =>
      Promise.resolve(path.endsWith('/map') ? POINTS : pcPage(PAGE, 3)),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findMarker('Company N1')).toBeInTheDocument();
  });

  it('should list the companies in view and open one from the list', async () => {
    const { user } = setup();
    await findMarker('Company N1');
    await user.click(screen.getByRole('button', { name: 'Companies in view' }));
    const list = screen.getByRole('region', { name: 'Companies in view' });
    expect(within(list).getByText('3 companies in view.')).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: /Bolt Roofing/ }),
    );
    expect(details('Bolt Roofing')).toBeInTheDocument();
  });

  it('should zoom with the keys when the map has the focus', async () => {
    const { user } = setup();
    await findMarker('Company N1');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    screen
      .getByRole('application', { name: 'Map of the matching companies' })
      .focus();
    await user.keyboard('+');
    expect(zoomOut).toBeEnabled();
    await user.keyboard('0');
    expect(zoomOut).toBeDisabled();
  });
});
