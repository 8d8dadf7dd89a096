import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultPcCriteria } from '@edge/contracts';
import { fakeApi } from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-routes';
import { pcHit, pcPage } from '../../../../testing/search-fixtures';
import { encodeSearch, toQueryString } from '../../utils/search-url-codec';
import { SearchResults } from './search-results';

const HITS = [
  pcHit('M1', 'Acme Plumbing'),
  pcHit('M2', 'Bolt Roofing'),
  pcHit('M3', 'Cedar Dental'),
];

function setup() {
  const api = fakeApi();
  api.answer('GET /api/v1/user/preferences/results-columns/pnc', {
    columns: null,
  });
  api.answer('POST /api/v1/search/pnc', pcPage(HITS, 120));
  const { router } = renderRoutes(
    [
      {
        path: '/edge/results/pc',
        element: (
          <SearchResults
            module="pc"
            isTickable
            toolbarActions={(results) => (
              <output aria-label="Ticked for export">
                {results.ticked.join(',')}
              </output>
            )}
          />
        ),
      },
    ],
    { path: '/edge/results/pc' },
  );
  return { router, user: userEvent.setup() };
}

const findRow = (name: string) =>
  screen.findByLabelText(name, { selector: 'tr' });
const ticked = () => screen.getByRole('status', { name: 'Ticked for export' });

describe('SearchResults ticking', { timeout: 30_000 }, () => {
  it('should tick rows by box and keyboard without opening them, keep them through paging and sorting, and clear them', async () => {
    const { router, user } = setup();
    const acme = await findRow('Acme Plumbing');
    await user.click(within(acme).getByRole('checkbox'));
    // The box ticks; the row's details do not open.
    expect(screen.queryByRole('region', { name: /details/i })).toBeNull();
    within(await findRow('Cedar Dental'))
      .getByRole('checkbox', { name: 'Tick Cedar Dental' })
      .focus();
    await user.keyboard(' ');
    expect(ticked()).toHaveTextContent('M1,M3');
    expect(screen.getByText('2 ticked')).toBeVisible();
    const all = screen.getByRole('checkbox', {
      name: 'Tick every company on this page',
    });
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(router.state.location.search).toContain('page=2'),
    );
    const header = screen.getByRole('columnheader', { name: /Employees/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(router.state.location.search).toContain('sort=employees'),
    );
    expect(ticked()).toHaveTextContent('M1,M3');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(ticked()).toHaveTextContent('');
    expect(screen.queryByText(/ticked$/)).toBeNull();
  });

  it('should tick the whole page from the header, and drop ticks when the criteria change', async () => {
    const { router, user } = setup();
    await findRow('Acme Plumbing');
    await user.click(
      screen.getByRole('checkbox', { name: 'Tick every company on this page' }),
    );
    expect(ticked()).toHaveTextContent('M1,M2,M3');
    expect(screen.getByText('3 ticked')).toBeVisible();
    const texas = {
      ...defaultPcCriteria(),
      locationSearch: {
        ...defaultPcCriteria().locationSearch,
        states: ['TX'],
      },
    };
    await router.navigate(
      `/edge/results/pc${toQueryString(encodeSearch('pc', { criteria: texas }))}`,
    );
    await waitFor(() => expect(ticked()).toHaveTextContent(''));
  });
});
