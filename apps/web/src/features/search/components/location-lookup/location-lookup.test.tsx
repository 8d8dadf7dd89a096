import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ERROR_TEXTS,
  type MapPointsResponse,
  type PcCriteria,
  type Place,
} from '@edge/contracts';
import {
  apiFailure,
  fakeApi,
  type ApiFailure,
} from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-routes';
import { pcHit, pcPage } from '../../../../testing/search-fixtures';
import { decodeSearch } from '../../utils/search-url-codec';
import { LocationLookup } from './location-lookup';

const AUSTIN_QUERY = 'place=Austin%2C+TX&lat=30.27&lon=-97.74&miles=25';
const AUSTIN: Place = {
  kind: 'city',
  label: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  county_fips: '48453',
  latitude: 30.27,
  longitude: -97.74,
};
// Listed in name order, as the search answers; about 7, 0.7 and 1.4 miles out.
const HITS = [
  pcHit('A1', 'Acme Plumbing', { latitude: 30.37, longitude: -97.74 }),
  pcHit('B2', 'Bolt Roofing', {
    latitude: 30.28,
    longitude: -97.74,
    employees: 1_250,
    industry: 'Roofing Contractors',
  }),
  pcHit('C3', 'Cobalt Freight', { latitude: 30.29, longitude: -97.74 }),
];
const POINTS: MapPointsResponse = {
  total: 3,
  points: HITS.map((hit) => [hit.muns, hit.latitude!, hit.longitude!]),
  truncated: false,
};
// A 4xx answer: searches are not retried on those, so it shows at once.
const FAILURE = apiFailure(409, ERROR_TEXTS.FAILED_FETCH);

interface Answers {
  total?: number;
  map?: MapPointsResponse | ApiFailure;
}

function setup(query = AUSTIN_QUERY, answers: Answers = {}) {
  const { total = 1_234, map = POINTS } = answers;
  const api = fakeApi();
  const count = api.answer('POST /api/v1/search/pnc/count', { total });
  const points = api.answer('POST /api/v1/search/pnc/map', map);
  api.answer('POST /api/v1/search/pnc', pcPage(HITS));
  api.answer('GET /api/v1/lookups/places', { places: [AUSTIN] });
  // No tile layer configured: the map draws its outlines only.
  api.answer('GET /api/v1/site/map', { tileUrl: null });
  const path = `/edge/location_lookup${query ? `?${query}` : ''}`;
  const { router } = renderRoutes(
    [{ path: '/edge/location_lookup', element: <LocationLookup /> }],
    { path },
  );
  return { count, points, router, user: userEvent.setup() };
}

const shownCount = () =>
  screen.findByRole('status', { name: 'Companies within the radius' });

function countedCriteria(count: ReturnType<typeof setup>['count']) {
  const body = count.requests.at(-1)?.body as { criteria: PcCriteria };
  return body.criteria;
}

describe('LocationLookup', { timeout: 20_000 }, () => {
  it('should restore the place from the address: count, nearest companies, search link', async () => {
    const { count } = setup();
    await waitFor(async () =>
      expect(await shownCount()).toHaveTextContent('1,234'),
    );
    expect(screen.getByLabelText('ZIP code or city')).toHaveValue('Austin, TX');
    expect(countedCriteria(count).locationSearch.radius).toEqual({
      label: 'Austin, TX',
      latitude: 30.27,
      longitude: -97.74,
      miles: 25,
    });
    const list = await screen.findByRole('list', { name: 'Nearest companies' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Bolt Roofing, 0.7 mi away',
      'Cobalt Freight, 1.4 mi away',
      'Acme Plumbing, 6.9 mi away',
    ]);
    expect(items[0]).toHaveTextContent('Austin, TX · 1,250 employees');
    expect(items[0]).toHaveTextContent('Roofing Contractors');
    const link = screen.getByRole('link', { name: 'Search these companies' });
    const url = new URL(link.getAttribute('href')!, 'http://edge.test');
    expect(url.pathname).toBe('/edge/results/pc');
    const { criteria } = decodeSearch('pc', url.searchParams);
    expect(criteria).toEqual(countedCriteria(count));
  });

  it('should open a listed company in the details, above the list', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Nearest companies' });
    const bolt = within(list).getByRole('button', { name: /^Bolt Roofing/ });
    await user.click(bolt);
    const details = await screen.findByRole('complementary', {
      name: 'Bolt Roofing',
    });
    expect(details).toHaveTextContent('Roofing Contractors');
    // Not beside the map: the map keeps its width.
    expect(
      within(screen.getByRole('region', { name: 'Map view' })).queryByRole(
        'complementary',
      ),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(details).not.toBeInTheDocument();
    expect(bolt).toHaveFocus();
  });

  it('should invite to choose a place, then keep the chosen one in the address', async () => {
    const { router, user } = setup('');
    expect(
      screen.getByRole('heading', { name: 'Choose a place to begin' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code or city'), 'Aus');
    await user.click(await screen.findByRole('option', { name: /Austin, TX/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?place=Austin%2C+TX&lat=30.27&lon=-97.74',
      ),
    );
    await waitFor(async () =>
      expect(await shownCount()).toHaveTextContent('1,234'),
    );
    expect(screen.getByText(/within 10 miles of/)).toBeInTheDocument();
  });

  it('should count again for another radius and keep it in the address', async () => {
    const { count, router, user } = setup();
    await waitFor(async () =>
      expect(await shownCount()).toHaveTextContent('1,234'),
    );
    const five = screen.getByRole('button', { name: '5 miles' });
    await user.click(five);
    expect(five).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('miles=5');
    await waitFor(() =>
      expect(countedCriteria(count).locationSearch.radius?.miles).toBe(5),
    );
  });

  it('should say when no company lies within the radius', async () => {
    setup('place=Austin%2C+TX&lat=30.27&lon=-97.74&miles=1', {
      total: 0,
      map: { total: 0, points: [], truncated: false },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'No companies within 1 mile',
      }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await shownCount()).toHaveTextContent('0'),
    );
    expect(
      screen.getByRole('button', { name: 'Search these companies' }),
    ).toBeDisabled();
    // The map draws the empty circle; the list above says why.
    expect(
      screen.queryByText('No company of this search has a location'),
    ).not.toBeInTheDocument();
  });

  it('should say when the companies around cannot be loaded and try again', async () => {
    const { count, points, user } = setup(AUSTIN_QUERY, { map: FAILURE });
    const heading = 'The nearest companies could not be loaded';
    // The map says so too, in its own alert.
    // The map's alert may come first: wait for the list's own.
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((a) => within(a).queryByRole('heading', { name: heading }));
      expect(found).toBeDefined();
      return found;
    });
    expect(alert).toHaveTextContent(ERROR_TEXTS.FAILED_FETCH);
    points.answer(POINTS);
    count.answer({ total: 3 });
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: 'Nearest companies' }),
    ).toBeInTheDocument();
  });
});
