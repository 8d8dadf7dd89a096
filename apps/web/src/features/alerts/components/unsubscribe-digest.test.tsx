import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { DIGEST_UNSUBSCRIBED } from '../utils/alert-texts';
import {
  UNSUBSCRIBE_LINK_INCOMPLETE,
  UnsubscribeDigest,
} from './unsubscribe-digest';

const TOKEN = 'signed.token.0123456789';

function setup(token: string) {
  renderRoutes(
    [
      {
        path: '/alerts/unsubscribe',
        element: <UnsubscribeDigest token={token} />,
      },
    ],
    { path: '/alerts/unsubscribe', user: null },
  );
}

describe('UnsubscribeDigest', { timeout: 20_000 }, () => {
  it('should send the token once and say the e-mail stops', async () => {
    const post = fakeApi().answer(
      'POST /api/v1/alerts/digest/unsubscribe',
      undefined,
    );
    setup(TOKEN);
    expect(await screen.findByText(DIGEST_UNSUBSCRIBED)).toBeVisible();
    expect(post.requests.map((r) => r.body)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/edge/login',
    );
  });

  it('should show why a link was refused', async () => {
    fakeApi().fail(
      'POST /api/v1/alerts/digest/unsubscribe',
      400,
      'This link has expired. Switch the e-mail off on the Alerts page.',
    );
    setup(TOKEN);
    expect(await screen.findByText(/This link has expired/)).toBeVisible();
    expect(screen.queryByText(DIGEST_UNSUBSCRIBED)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('should send nothing without a token', async () => {
    setup('');
    expect(await screen.findByText(UNSUBSCRIBE_LINK_INCOMPLETE)).toBeVisible();
    expect(fakeApi().requests).toHaveLength(0);
  });
});
