import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpportunityScore } from '@edge/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { OpportunityCard } from './opportunity-card';

const ROUTE = 'GET /api/v1/companies/:muns/opportunity/:module';

const SCORE: OpportunityScore = {
  muns: 'M1',
  module: 'eb',
  today: '2026-11-15',
  score: 65,
  level: 'high',
  reasons: [
    {
      factor: 'renewal',
      points: 35,
      max: 35,
      text: 'Plan year renews in 94 days: the time to quote',
    },
    {
      factor: 'broker_changes',
      points: 20,
      max: 20,
      text: 'Broker changed 2 times in 2021–2024',
    },
    {
      factor: 'incumbent_book',
      points: 10,
      max: 10,
      text: 'Incumbent broker Northstar Benefits is losing clients: 40 clients in 2023, 31 in 2024',
    },
  ],
  unscored: [
    {
      factor: 'premium_vs_peers',
      points: 0,
      max: 15,
      text: 'Too few peers to compare premium per participant with',
    },
  ],
};

function setup(answer: OpportunityScore | null) {
  const api = fakeApi();
  if (answer) api.answer(ROUTE, answer);
  else api.fail(ROUTE, 500, 'The server could not answer.');
  renderRoutes(
    [
      {
        path: '/edge/results/dashboard/:muns',
        element: <OpportunityCard muns="M1" module="eb" />,
      },
    ],
    { path: '/edge/results/dashboard/M1' },
  );
  return api;
}

describe('OpportunityCard', { timeout: 20_000 }, () => {
  it('should show the score, its level and each reason with its points', async () => {
    setup(SCORE);
    expect(await screen.findByText('65')).toBeVisible();
    expect(screen.getByText('/ 100')).toBeVisible();
    expect(screen.getByText('High opportunity')).toBeVisible();
    const why = screen.getByRole('list', { name: 'Why' });
    const items = within(why).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '+35Plan year renews in 94 days: the time to quote',
      '+20Broker changed 2 times in 2021–2024',
      '+10Incumbent broker Northstar Benefits is losing clients: 40 clients in 2023, 31 in 2024',
    ]);
    const unscored = screen.getByRole('list', { name: 'Not scored' });
    expect(within(unscored).getByRole('listitem').textContent).toBe(
      '0 of 15Too few peers to compare premium per participant with',
    );
  });

  it('should say when nothing points to a call', async () => {
    setup({
      ...SCORE,
      score: 0,
      level: 'low',
      reasons: [],
      unscored: SCORE.reasons.map((r) => ({ ...r, points: 0 })),
    });
    expect(
      await screen.findByText('Nothing in the data points to a call now.'),
    ).toBeVisible();
    expect(screen.getByText('Low opportunity')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Why' })).not.toBeInTheDocument();
  });

  it('should show its own error, and load again on Retry', async () => {
    const api = setup(null);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The opportunity score could not be loaded.'),
    ).toBeVisible();
    api.answer(ROUTE, SCORE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('65')).toBeVisible();
    expect(screen.getByText('/ 100')).toBeVisible();
  });
});
