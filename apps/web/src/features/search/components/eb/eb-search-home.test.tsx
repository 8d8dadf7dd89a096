import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ebCriteriaBodySchema } from '@edge/contracts';
import { fakeApi } from '../../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../../testing/render-routes';
import { decodeSearch } from '../../utils/search-url-codec';
import { EbSearchHome } from './eb-search-home';

const CARRIERS = {
  carriers: [
    {
      name_normalized: 'Aetna',
      names: ['Aetna', 'AETNA LIFE'],
      companies: 812,
    },
  ],
};

function setup() {
  const api = fakeApi();
  const count = api.answer('POST /api/v1/search/eb/count', { total: 57 });
  api.answer('GET /api/v1/lookups/carriers', CARRIERS);
  const routes = [
    {
      path: '/edge/eb',
      element: <EbSearchHome permittedStates={['CA', 'NV']} />,
    },
    { path: '*', element: <LocationProbe /> },
  ];
  const { router } = renderRoutes(routes, { path: '/edge/eb' });
  const user = userEvent.setup();
  const search = async () => {
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/eb'),
    );
    const params = new URLSearchParams(router.state.location.search);
    return decodeSearch('eb', params).criteria;
  };
  return { count, user, search };
}

// A whole filter panel in jsdom: slower than a unit of logic.
describe('EbSearchHome', { timeout: 20_000 }, () => {
  it('should keep at least one filing scope ticked', async () => {
    const { user, search } = setup();
    const welfare = screen.getByLabelText('Welfare (F5500)');
    expect(welfare).toBeChecked();
    expect(welfare).toBeDisabled();
    await user.click(screen.getByLabelText('Retirement (F5500 SF)'));
    expect(welfare).toBeEnabled();
    await user.click(welfare);
    expect(screen.getByLabelText('Retirement (F5500 SF)')).toBeDisabled();
    expect((await search()).scopes).toEqual(['F5500 SF']);
  });

  it('should set lines of business, renewal months and Other text', async () => {
    const { user, search } = setup();
    await user.click(screen.getByText('Plans and lines of business'));
    await user.click(screen.getByLabelText('Dental'));
    await user.click(screen.getByLabelText('Voluntary Life'));
    await user.click(screen.getByText('Mar'));
    await user.type(screen.getByLabelText('Other line of business'), 'pet');
    const criteria = await search();
    expect(criteria.lob_dental).toBe(true);
    expect(criteria.lob_voluntary_life).toBe(true);
    expect(criteria.lob_health).toBe(false);
    expect(criteria.benefits_plan_renewal_months).toEqual([3]);
    expect(criteria.lob_free_form).toBe('pet');
  });

  it('should add a carrier from the suggestions and revenue from typed amounts', async () => {
    const { count, user, search } = setup();
    await user.click(screen.getByText('Carriers'));
    await user.type(screen.getByLabelText('Carriers'), 'aet');
    const list = await screen.findByRole('listbox');
    await user.click(within(list).getByText('Aetna'));
    await user.type(screen.getByLabelText('Revenue from'), '1.5M');
    const criteria = await search();
    expect(criteria.benefits_carrier).toEqual(['Aetna']);
    expect(criteria.insightSearch.revenueRange).toEqual({
      min: 1_500_000,
      max: null,
    });
    // The live count sent only keys the strict criteria schema knows.
    expect(count.requests).not.toHaveLength(0);
    for (const { body } of count.requests) {
      expect(ebCriteriaBodySchema.safeParse(body).error).toBeUndefined();
    }
  });
  it('should show Welfare alone as a default set, and include every filing on clear', async () => {
    const { user, search } = setup();
    expect(
      screen.getByRole('button', { name: /^Filings.*1 default set/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Welfare filings only is a default: it narrows every search.',
      ),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Include every filing' }),
    );
    expect(
      screen.getByRole('button', { name: /^Filings/ }),
    ).not.toHaveTextContent(/set/);
    expect((await search()).scopes).toEqual(['F5500', 'F5500 SF', 'F5500 NO']);
  });
});
