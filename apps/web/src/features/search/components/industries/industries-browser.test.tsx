import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  defaultPcCriteria,
  ERROR_TEXTS,
  type NaicsNode,
  type NaicsTreeResponse,
} from '@edge/contracts';
import {
  apiFailure,
  fakeApi,
  type ApiFailure,
} from '../../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../../testing/render-routes';
import { decodeSearch } from '../../utils/search-url-codec';
import { IndustriesBrowser } from './industries-browser';

const node = (
  code: string,
  title: string,
  parent: string | null,
  companies: number,
): NaicsNode => ({ code, title, parent, level: code.length, companies });

const NODES = [
  node('23', 'Construction', null, 2799),
  node('238', 'Specialty Trade Contractors', '23', 1973),
  node('2382', 'Building Equipment Contractors', '238', 1973),
  node(
    '238220',
    'Plumbing, Heating, and Air-Conditioning Contractors',
    '2382',
    1336,
  ),
  node('238290', 'Other Building Equipment Contractors', '2382', 0),
  node('31-33', 'Manufacturing', null, 1062),
  node('92', 'Public Administration', null, 0),
];

// The commercial search finds 4,100 companies: 3,861 with a code.
const ANSWER: NaicsTreeResponse = { nodes: NODES, total: 4100 };

function setup(answer: NaicsTreeResponse | ApiFailure = ANSWER) {
  const get = fakeApi().answer('GET /api/v1/industries', answer);
  const { router } = renderRoutes(
    [
      { path: '/edge/industries', element: <IndustriesBrowser /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/edge/industries' },
  );
  return { get, router, user: userEvent.setup() };
}

const industryLink = (code: string) =>
  screen.getByRole('link', { name: new RegExp(`^${code} `) });

describe('IndustriesBrowser', { timeout: 15_000 }, () => {
  it('should list the commercial sectors with their counts formatted', async () => {
    const { get } = setup();
    const construction = await screen.findByRole('link', {
      name: '23 Construction',
    });
    expect(get.requests).toHaveLength(1);
    expect(construction).toHaveAccessibleDescription('2,799 companies');
    expect(industryLink('31-33')).toHaveAccessibleDescription(
      '1,062 companies',
    );
    // A sector without companies is left out until asked for.
    expect(
      screen.queryByRole('link', { name: /^92 / }),
    ).not.toBeInTheDocument();
    // The search's own total, and the companies the sectors leave out.
    const summary =
      '4,100 companies match the Commercial Lines search in your states: 3,861 in 2 sectors, 239 without an industry code.';
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          (element.textContent ?? '').startsWith(summary),
      ),
    ).toBeInTheDocument();
  });

  it('should open a sector down to its national industries with the keyboard', async () => {
    const { user } = setup();
    const expand = await screen.findByRole('button', {
      name: 'Expand Construction',
    });
    expand.focus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('button', { name: 'Collapse Construction' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      screen.getByRole('button', {
        name: 'Expand Specialty Trade Contractors',
      }),
    );
    await user.click(
      screen.getByRole('button', {
        name: 'Expand Building Equipment Contractors',
      }),
    );
    expect(industryLink('238220')).toHaveAccessibleDescription(
      '1,336 companies',
    );
    expect(
      screen.queryByRole('link', { name: /^238290 / }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('switch', { name: 'Only industries with companies' }),
    );
    expect(industryLink('238290')).toHaveAccessibleDescription('0 companies');
  });

  it('should filter by code or title and keep the path to each match', async () => {
    const { user } = setup();
    await screen.findByRole('link', { name: '23 Construction' });
    await user.type(screen.getByLabelText('Find an industry'), 'plumbing');
    expect(
      await screen.findByRole('link', { name: /^238220 / }),
    ).toBeInTheDocument();
    expect(industryLink('2382')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /^31-33 / }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/industry matches/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Find an industry'));
    await user.type(screen.getByLabelText('Find an industry'), '3133 nothing');
    expect(
      await screen.findByRole('heading', {
        name: 'No industry matches “3133 nothing”',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getByLabelText('Find an industry')).toHaveValue('');
    expect(
      await screen.findByRole('link', { name: /^31-33 / }),
    ).toBeInTheDocument();
  });

  it('should open the commercial results of an industry', async () => {
    const { router, user } = setup();
    await user.click(
      await screen.findByRole('link', { name: '31-33 Manufacturing' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edge/results/pc'),
    );
    const { criteria } = decodeSearch(
      'pc',
      new URLSearchParams(router.state.location.search),
    );
    expect(criteria.companyNaicsSearch.industry_search_criterias).toEqual([
      '31',
      '32',
      '33',
    ]);
    expect(criteria.activityDateRange).toEqual(
      defaultPcCriteria().activityDateRange,
    );
  });

  it('should say when the industries cannot be loaded and try again', async () => {
    // Not a 5xx: the client would retry it for 3 s first (SPEC §7).
    const { get, user } = setup(apiFailure(403, ERROR_TEXTS.FAILED_FETCH));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The industries could not be loaded');
    expect(alert).toHaveTextContent(ERROR_TEXTS.FAILED_FETCH);
    get.answer(ANSWER);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: '23 Construction' }),
    ).toBeInTheDocument();
  });
});
