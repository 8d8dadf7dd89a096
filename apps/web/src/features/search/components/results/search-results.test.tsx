import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPreference } from '../../../../lib/search-preference';
import { fakeApi } from '../../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../../testing/render-routes';
import { pcHit, pcPage } from '../../../../testing/search-fixtures';
import { SearchResults } from './search-results';

const HITS = [pcHit('M1', 'Acme Plumbing'), pcHit('M2', 'Bolt Roofing')];

function setup(path = '/edge/results/pc', total = 120) {
  const api = fakeApi();
  // Never chosen: the table shows the module's key columns.
  api.answer('GET /api/v1/user/preferences/results-columns/pnc', {
    columns: null,
  });
  const post = api.answer('POST /api/v1/search/pnc', pcPage(HITS, total));
  const routes = [
    { path: '/edge/results/pc', element: <SearchResults module="pc" /> },
    { path: '*', element: <LocationProbe /> },
  ];
  const { router } = renderRoutes(routes, { path });
  return { post, router, user: userEvent.setup() };
}

// Role queries over a whole table are slow in jsdom; rows carry a label.
function findRow(name: string): Promise<HTMLElement> {
  return screen.findByLabelText(name, { selector: 'tr' });
}

/** The body of the last search call (not a prefetch of the next page). */
function lastRequest(post: ReturnType<typeof setup>['post'], page: number) {
  const bodies = post.requests.map(
    (request) => request.body as { page: number },
  );
  return bodies.filter((body) => body.page === page).at(-1);
}

describe('SearchResults', { timeout: 20_000 }, () => {
  it('should list hits with formatted numbers and a dashboard link', async () => {
    setup();
    const row = await findRow('Acme Plumbing');
    expect(
      within(row).getByRole('link', { name: 'Acme Plumbing' }),
    ).toHaveAttribute('href', '/edge/results/dashboard/M1?module=pc');
    expect(within(row).getByText('120')).toBeInTheDocument();
    expect(within(row).getByText('1/1/2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '120 companies' }),
    ).toBeInTheDocument();
  });

  it('should sort by a header and mark it with aria-sort', async () => {
    const { post, router, user } = setup();
    await findRow('Acme Plumbing');
    const header = screen.getByRole('columnheader', { name: /Employees/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(header).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(router.state.location.search).toBe('?sort=employees.desc');
    expect(lastRequest(post, 0)).toMatchObject({
      sort: { field: 'employees', direction: 'desc' },
      page: 0,
      pageSize: 25,
    });
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(header).toHaveAttribute('aria-sort', 'ascending'),
    );
  });

  it('should page and change the page size through the address', async () => {
    const { post, router, user } = setup('/edge/results/pc?sort=city.asc');
    await findRow('Acme Plumbing');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(router.state.location.search).toContain('page=2'),
    );
    expect(lastRequest(post, 1)).toMatchObject({ page: 1, pageSize: 25 });
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?size=10&sort=city.asc'),
    );
    expect(lastRequest(post, 0)).toMatchObject({
      page: 0,
      pageSize: 10,
      sort: { field: 'city', direction: 'asc' },
    });
    // SPEC §4: the next search in the module opens the same way.
    expect(readPreference('pc')).toMatchObject({
      pageSize: 10,
      sort: 'city.asc',
      view: 'table',
    });
  });

  it('should offer to edit the search when nothing matches', async () => {
    setup('/edge/results/pc?size=10', 0);
    expect(
      await screen.findByText('No companies match this search'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Edit search' })[0],
    ).toHaveAttribute('href', '/edge/pc?size=10');
  });
});
