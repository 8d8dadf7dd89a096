import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favoriteSubscription } from '../testing/alert-fixtures';
import { fakeApi } from '../testing/fake-api';
import { renderRoutes } from '../testing/render-routes';
import { FavoriteStar } from './favorite-star';

function setup(favorites: { id: number; muns: string }[]) {
  const api = fakeApi();
  api.answer('GET /api/v1/favorites/:productCode/lookup', { favorites });
  api.answer('GET /api/v1/alerts/subscriptions', {
    items: [favoriteSubscription({ favorite_id: 7, enabled: false })],
  });
  renderRoutes(
    [
      {
        path: '/edge/results/pc',
        element: (
          <FavoriteStar module="pc" muns="M7" entityName="Lone Star Builders" />
        ),
      },
    ],
    { path: '/edge/results/pc' },
  );
  return { api };
}

describe('FavoriteStar', { timeout: 20_000 }, () => {
  it('should show a favorite’s alerts bell beside its star', async () => {
    setup([{ id: 7, muns: 'M7' }]);
    const star = await screen.findByRole('button', {
      name: 'Remove from favorites',
    });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    const bell = await screen.findByRole('button', { name: 'Alerts' });
    await waitFor(() =>
      expect(bell).toHaveAccessibleDescription(
        'Alerts for Lone Star Builders: off',
      ),
    );
  });

  it('should show no bell for a company that is not a favorite', async () => {
    const { api } = setup([]);
    expect(
      await screen.findByRole('button', { name: 'Add to favorites' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Alerts' })).toBeNull();
    expect(
      api.requests.filter((r) => r.path === '/api/v1/alerts/subscriptions'),
    ).toHaveLength(0);
  });
});
