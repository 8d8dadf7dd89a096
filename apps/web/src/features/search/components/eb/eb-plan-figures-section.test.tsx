import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ebCriteriaBodySchema,
  ERROR_TEXTS,
  fieldIssuesOf,
} from '@edge/contracts';
import { apiFailure, fakeApi } from '../../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../../testing/render-routes';
import { decodeSearch } from '../../utils/search-url-codec';
import { EbSearchHome } from './eb-search-home';

// Answers the count as the server would: a 400 naming each refused field,
// else fewer companies once a plan figure is set.
function setup() {
  const api = fakeApi();
  const count = api.answer('POST /api/v1/search/eb/count', ({ body }) => {
    const parsed = ebCriteriaBodySchema.safeParse(body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        fieldIssuesOf(parsed.error.issues).map(({ path, message }) => [
          path.join('.'),
          message,
        ]),
      );
      return apiFailure(400, ERROR_TEXTS.VALIDATION, { fields });
    }
    const plan = parsed.data.criteria.planSearch;
    return { total: plan.participantsRange.min === null ? 900 : 340 };
  });
  const routes = [
    { path: '/edge/eb', element: <EbSearchHome permittedStates={['CA']} /> },
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
  const summary = () =>
    screen.getByRole('complementary', { name: 'Search summary' });
  return { count, user, search, summary };
}

describe('EbPlanFiguresSection', { timeout: 60_000 }, () => {
  it('should send participants, commission share, funding and a change window, counted live', async () => {
    const { user, search, summary } = setup();
    expect(await within(summary()).findByText('900')).toBeInTheDocument();
    await user.click(screen.getByText('Plans and premium'));
    await user.type(screen.getByLabelText('Participants from'), '50');
    expect(await within(summary()).findByText('340')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Commission as a share of premium (%) to'),
      '4.5',
    );
    await user.click(screen.getByLabelText('Self-funded'));
    await user.click(screen.getByLabelText('Mixed'));
    await user.click(screen.getByLabelText('Changed broker'));
    await user.click(
      within(await screen.findByRole('listbox')).getByText(
        'In the last 3 years',
      ),
    );
    const { planSearch } = await search();
    expect(planSearch).toMatchObject({
      participantsRange: { min: 50, max: null },
      commissionShareRange: { min: null, max: 4.5 },
      funding: ['self_funded', 'mixed'],
      brokerChangedWithin: 3,
      carrierChangedWithin: null,
    });
  });

  it('should say when the lower end is above the upper end', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Plans and premium'));
    await user.type(screen.getByLabelText('Total premium from'), '500k');
    await user.type(screen.getByLabelText('Total premium to'), '100k');
    expect(
      await screen.findByText('The lower end is above the upper end'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Plans from'), '1.5');
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
  });

  it('should be usable from the keyboard', async () => {
    const { user, search } = setup();
    await user.click(screen.getByText('Plans and premium'));
    screen.getByLabelText('Participants from').focus();
    await user.keyboard('100');
    await user.tab();
    await user.keyboard('200');
    expect(screen.getByLabelText('Participants to')).toHaveValue('200');
    screen.getByLabelText('Fully insured').focus();
    await user.keyboard(' ');
    const { planSearch } = await search();
    expect(planSearch.participantsRange).toEqual({ min: 100, max: 200 });
    expect(planSearch.funding).toEqual(['fully_insured']);
  });
});
