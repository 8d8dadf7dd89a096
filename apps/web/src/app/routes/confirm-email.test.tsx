import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { publicRoutes } from '../public-routes';

const LINK_INVALID =
  'This confirmation link is not valid or has expired. Please change your e-mail address again.';

describe('/edge/confirm-email', { timeout: 20_000 }, () => {
  it('should apply the change when the user confirms, without a sign-in', async () => {
    const post = fakeApi().answer('POST /api/v1/myaccount/email/confirm', {
      message: 'Your e-mail address has been changed.',
    });
    renderRoutes(publicRoutes, {
      path: '/edge/confirm-email?token=abc123',
      user: null,
    });
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: 'Confirm my new e-mail address',
      }),
    );
    expect(
      await screen.findByText('Your e-mail address has been changed.'),
    ).toBeVisible();
    expect(post.requests.map((r) => r.body)).toEqual([{ token: 'abc123' }]);
  });

  it('should say when the link is used or expired', async () => {
    fakeApi().fail('POST /api/v1/myaccount/email/confirm', 400, LINK_INVALID, {
      code: 'EMAIL_LINK_INVALID',
    });
    renderRoutes(publicRoutes, {
      path: '/edge/confirm-email?token=used',
      user: null,
    });
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: 'Confirm my new e-mail address',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
  });
});
