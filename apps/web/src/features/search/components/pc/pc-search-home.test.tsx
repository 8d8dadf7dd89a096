import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultPcCriteria,
  ERROR_TEXTS,
  pcCriteriaBodySchema,
  type PcCriteria,
} from '@edge/contracts';
import { updatePreference } from '../../../../lib/search-preference';
import { fakeApi } from '../../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../../testing/render-routes';
import {
  decodeSearch,
  encodeSearch,
  toQueryString,
} from '../../utils/search-url-codec';
import type { SearchHomeSlots } from '../search-home-slots';
import { PcSearchHome } from './pc-search-home';

function setup(path = '/edge/pc', slots?: SearchHomeSlots<PcCriteria>) {
  const api = fakeApi();
  const count = api.answer('POST /api/v1/search/pnc/count', { total: 1234 });
  api.answer('GET /api/v1/lookups/counties', {
    counties: [{ fips: '48453', name: 'Travis', state: 'TX' }],
  });
  const routes = [
    {
      path: '/edge/pc',
      element: <PcSearchHome permittedStates={['OK', 'TX']} slots={slots} />,
    },
    { path: '*', element: <LocationProbe /> },
  ];
  const view = renderRoutes(routes, { path });
  return { count, router: view.router, user: userEvent.setup() };
}

function searchedCriteria(router: ReturnType<typeof setup>['router']) {
  const { pathname, search } = router.state.location;
  expect(pathname).toBe('/edge/results/pc');
  return decodeSearch('pc', new URLSearchParams(search)).criteria;
}

// A whole filter panel in jsdom: slower than a unit of logic.
describe('PcSearchHome', { timeout: 20_000 }, () => {
  it('should turn the filters into criteria and search with them', async () => {
    const { count, router, user } = setup();
    await user.click(screen.getByLabelText('States'));
    const states = await screen.findByRole('listbox');
    await user.click(within(states).getByText('Texas'));
    await user.type(screen.getByLabelText('Company name'), 'acme');
    await user.click(screen.getByLabelText('Match all terms'));
    await user.type(screen.getByLabelText('Employees from'), '50');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    const criteria = searchedCriteria(router);
    expect(criteria.locationSearch.states).toEqual(['TX']);
    expect(criteria.termsSearch.name).toBe('acme');
    expect(criteria.searchOptions.matchAllTerms).toBe(true);
    expect(criteria.employeeRangeSearch).toEqual({
      employeeRange: [50, 10_000],
      employeeRangeTb: ['50', ''],
      rangeType: 'textbox',
    });
    // The live count sent only keys the strict criteria schema knows.
    expect(count.requests).not.toHaveLength(0);
    for (const { body } of count.requests) {
      expect(pcCriteriaBodySchema.safeParse(body).error).toBeUndefined();
    }
  });

  it('should open results the way the user last looked at them in the module', async () => {
    updatePreference('pc', {
      pageSize: 50,
      sort: 'employees.desc',
      view: 'map',
    });
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    const state = decodeSearch(
      'pc',
      new URLSearchParams(router.state.location.search),
    );
    expect(state.pageSize).toBe(50);
    expect(state.sort).toEqual({ field: 'employees', direction: 'desc' });
    expect(state.view).toBe('map');
  });

  it('should search with Enter from a text box', async () => {
    const { router, user } = setup();
    await user.type(screen.getByLabelText('Keywords'), 'roofing{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    expect(searchedCriteria(router).termsSearch.keywords).toBe('roofing');
  });

  it('should set hazard levels and workers comp months from collapsed sections', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: /Hazards/ }));
    await user.click(screen.getByRole('combobox', { name: 'Flood' }));
    await user.click(
      await screen.findByRole('option', { name: 'Relatively High' }),
    );
    await user.click(screen.getByRole('button', { name: /Workers' comp/ }));
    await user.click(screen.getByRole('button', { name: 'Mar' }));
    expect(
      screen.getByRole('button', { name: /Hazards.*1 set/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    const criteria = searchedCriteria(router);
    expect(criteria.hazardSearch.flood).toBe(4);
    expect(criteria.workersCompSearch.expirationMonths).toEqual([3]);
  });

  it('should start from the criteria of an edit link and clear to the defaults', async () => {
    const criteria = defaultPcCriteria();
    criteria.termsSearch.name = 'acme';
    const query = toQueryString(encodeSearch('pc', { criteria }));
    const { count, user } = setup(`/edge/pc${query}`);
    const name = screen.getByLabelText('Company name');
    expect(name).toHaveValue('acme');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Company name')).toHaveValue('');
    await waitFor(() =>
      expect(count.requests.at(-1)?.body).toEqual({
        criteria: defaultPcCriteria(),
      }),
    );
  });

  it('should show the live count', async () => {
    setup();
    const summary = screen.getByRole('complementary', {
      name: 'Search summary',
    });
    expect(await within(summary).findByText('1,234')).toBeInTheDocument();
  });

  it("should show the server's message by the field and keep what was typed", async () => {
    const { count, router, user } = setup();
    count.fail(400, ERROR_TEXTS.VALIDATION, {
      fields: { 'criteria.termsSearch.name': 'Too long' },
    });
    await user.type(screen.getByLabelText('Company name'), 'x'.repeat(5));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('xxxxx');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/edge/pc');
  });

  it('should keep a saved search being edited across Search, and end it on Clear', async () => {
    const criteria = defaultPcCriteria();
    criteria.termsSearch.name = 'acme';
    const query = toQueryString(encodeSearch('pc', { criteria }));
    const { router, user } = setup(`/edge/pc${query}&edit=7`);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByLabelText('Keywords'), 'roofing{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    expect(router.state.location.search).not.toContain('edit=');
  });

  it('should carry the edit param to the results and give the summary its actions', async () => {
    const actions = vi.fn(({ criteria }: { criteria: PcCriteria }) => (
      <p>Saving {criteria.termsSearch.keywords || 'nothing'}</p>
    ));
    const { router, user } = setup('/edge/pc?edit=7', { actions });
    const summary = screen.getByRole('complementary', {
      name: 'Search summary',
    });
    await user.type(screen.getByLabelText('Keywords'), 'roofing');
    expect(within(summary).getByText('Saving roofing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    expect(new URLSearchParams(router.state.location.search).get('edit')).toBe(
      '7',
    );
  });
  it('should show the default activity date as a default set, and clear it', async () => {
    const { router, user } = setup();
    const minDate = defaultPcCriteria().activityDateRange.minDate!;
    const section = screen.getByRole('button', {
      name: /Activity and property.*1 default set/,
    });
    await user.click(section);
    const [year, month, day] = minDate.split('-').map(Number);
    expect(
      screen.getByText(
        `Activity from ${month}/${day}/${year} is a default: it narrows every search.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear default' }));
    expect(
      screen.getByRole('button', { name: /^Activity and property/ }),
    ).not.toHaveTextContent(/set/);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    expect(searchedCriteria(router).activityDateRange.minDate).toBeNull();
  });
});
