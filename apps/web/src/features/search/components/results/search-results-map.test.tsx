import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MapPointsResponse, PcCriteria, PcHit } from '@edge/contracts';
import {
  apiFailure,
  fakeApi,
  type ApiFailure,
  type FakeRequest,
} from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-routes';
import { pcHit, pcPage } from '../../../../testing/search-fixtures';
import { SearchResults } from './search-results';

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
  muns?: string[];
  bounds?: Record<string, number>;
}

const bodyOf = (request: FakeRequest) => request.body as Body;

/** The companies asked for (a marker's or a spot's) that the search matches. */
const companiesOf =
  (companies: readonly PcHit[]) =>
  (request: FakeRequest): { hits: PcHit[] } => ({
    hits: companies.filter((hit) => bodyOf(request).muns?.includes(hit.muns)),
  });

function setup(
  map: MapPointsResponse | ApiFailure = POINTS,
  tileUrl: string | null = null,
) {
  const api = fakeApi();
  const points = api.answer('POST /api/v1/search/pnc/map', map);
  const companies = api.answer(
    'POST /api/v1/search/pnc/map/companies',
    companiesOf([NEW_YORK_HIT]),
  );
  const names = api.answer('POST /api/v1/search/pnc/map/names', {
    total: 1,
    companies: [
      {
        muns: 'N1',
        entity_name: 'Cobalt Freight',
        city: 'New York',
        state: 'NY',
      },
    ],
  });
  api.answer('POST /api/v1/search/pnc', pcPage(PAGE, 3));
  // GET /api/v1/site/map: the tile layer, if configured.
  api.answer('GET /api/v1/site/map', { tileUrl });
  api.answer('GET /api/v1/user/preferences/results-columns/pnc', {
    columns: null,
  });
  const { router } = renderRoutes(
    [{ path: '/edge/results/pc', element: <SearchResults module="pc" /> }],
    { path: '/edge/results/pc?view=map' },
  );
  return { points, companies, names, router, user: userEvent.setup() };
}

const findMarker = (name: string | RegExp) =>
  screen.findByRole('button', { name }, { timeout: 10_000 });
const details = (name: string) => screen.queryByRole('complementary', { name });

/** Where a marker sits on the map, in screen pixels. */
function markerAt(marker: HTMLElement): { left: number; top: number } {
  const [, left, top] =
    /translate\(([-\d.]+) ([-\d.]+)\)/.exec(
      marker.getAttribute('transform') ?? '',
    ) ?? [];
  return { left: Number(left), top: Number(top) };
}

describe('results map view', { timeout: 20_000 }, () => {
  it('should open on the results, not on the whole country', async () => {
    setup({
      total: 2,
      points: [
        ['EP', 31.76, -106.49], // El Paso
        ['HO', 29.76, -95.37], // Houston
      ],
      truncated: false,
    });
    const elPaso = markerAt(await findMarker('Company EP'));
    const houston = markerAt(
      screen.getByRole('button', { name: 'Company HO' }),
    );
    // The map is 800 pixels wide: the two ends of Texas span most of it.
    expect(houston.left - elPaso.left).toBeGreaterThan(500);
    for (const { left, top } of [elPaso, houston]) {
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(800);
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(520);
    }
  });

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

  it('should list the companies of one spot, each linking to its dashboard', async () => {
    const spot: MapPointsResponse = {
      total: 4,
      points: [
        ['S1', 29.76, -95.37],
        ['S2', 29.76, -95.37],
        ['S3', 29.76, -95.37],
        ['EP', 31.76, -106.49],
      ],
      truncated: false,
    };
    const { companies, user } = setup(spot);
    const spotHits = [
      pcHit('S1', 'Harbor Logistics'),
      pcHit('S2', 'Gulf Welding'),
      pcHit('S3', 'Bayou Roofing'),
    ];
    companies.answer(companiesOf(spotHits));
    const cluster = await findMarker('3 companies at one spot; list them');
    cluster.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('dialog', {
      name: '3 companies at this spot',
    });
    for (const hit of spotHits) {
      expect(
        await within(list).findByRole('link', { name: hit.entity_name }),
      ).toHaveAttribute(
        'href',
        `/edge/results/dashboard/${hit.muns}?module=pc`,
      );
    }
    await user.tab();
    expect(within(list).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cluster).toHaveFocus();
  });

  it('should draw the configured tiles under the markers, none without', async () => {
    setup(POINTS, 'https://tile.example/{z}/{x}/{y}.png');
    const tiles = await screen.findAllByTestId('map-tile');
    for (const tile of tiles) {
      expect(tile.getAttribute('href')).toMatch(
        /^https:\/\/tile\.example\/\d+\/\d+\/\d+\.png$/,
      );
    }
    // Under the markers: earlier in the drawing.
    const marker = await findMarker('Company N1');
    expect(
      tiles[0]!.compareDocumentPosition(marker) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('should draw no tiles when none are configured', async () => {
    setup();
    await findMarker('Company N1');
    expect(screen.queryAllByTestId('map-tile')).toHaveLength(0);
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
    const { points, companies, user } = setup();
    const marker = await findMarker('Company N1');
    marker.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('complementary', { name: 'Cobalt Freight' }),
    ).toBeInTheDocument();
    // One call for the one company, with the search's criteria.
    expect(companies.requests).toHaveLength(1);
    expect(bodyOf(companies.requests[0]!)).toMatchObject({
      muns: ['N1'],
      criteria: bodyOf(points.requests[0]!).criteria,
    });
    await user.keyboard('{Escape}');
    expect(details('Cobalt Freight')).toBeNull();
  });

  it('should say when a company no longer matches the search', async () => {
    const { companies, user } = setup();
    companies.answer(companiesOf([]));
    await user.click(await findMarker('Company N1'));
    const panel = await screen.findByRole('complementary', {
      name: 'Company N1',
    });
    expect(
      await within(panel).findByText(
        'This company no longer matches the search; its dashboard still has its details.',
      ),
    ).toBeInTheDocument();
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
    const { points, user } = setup(
      apiFailure(403, 'You do not have access to this map'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The map could not be loaded');
    expect(alert).toHaveTextContent('You do not have access to this map');
    points.answer(POINTS);
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

  it('should name the companies in view with one call for their box', async () => {
    const { names, user } = setup();
    await findMarker('Company N1');
    await user.click(screen.getByRole('button', { name: 'Companies in view' }));
    const list = screen.getByRole('region', { name: 'Companies in view' });
    const cobalt = await within(list).findByRole(
      'button',
      { name: /Cobalt Freight/ },
      { timeout: 5_000 },
    );
    expect(cobalt).toHaveTextContent('New York, NY');
    expect(names.requests).toHaveLength(1);
    expect(bodyOf(names.requests[0]!)).toMatchObject({
      bounds: { south: 30.27, west: -97.75, north: 40.71, east: -74 },
    });
  });

  it('should zoom with the keys when the map has the focus', async () => {
    const { user } = setup();
    const newYork = () => screen.queryByRole('button', { name: 'Company N1' });
    const start = markerAt(await findMarker('Company N1'));
    screen
      .getByRole('application', { name: 'Map of the matching companies' })
      .focus();
    await user.keyboard('+');
    // Twice as close around the middle: New York leaves the view.
    expect(newYork()).toBeNull();
    await user.keyboard('0');
    expect(markerAt(newYork()!)).toEqual(start);
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    while (!zoomOut.hasAttribute('disabled')) await user.keyboard('-');
    expect(zoomOut).toBeDisabled();
  });
});
