import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIGEST_UNSUBSCRIBED } from '../../features/alerts/utils/alert-texts';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { publicRoutes } from '../public-routes';

describe('/alerts/unsubscribe', { timeout: 20_000 }, () => {
  it('should turn the e-mail off from the link without a sign-in', async () => {
    const post = fakeApi().answer(
      'POST /api/v1/alerts/digest/unsubscribe',
      undefined,
    );
    renderRoutes(publicRoutes, {
      path: '/alerts/unsubscribe?token=abc.def.0123456789',
      user: null,
    });
    expect(await screen.findByText(DIGEST_UNSUBSCRIBED)).toBeVisible();
    expect(post.requests.map((r) => r.body)).toEqual([
      { token: 'abc.def.0123456789' },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
