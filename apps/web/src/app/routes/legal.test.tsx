import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RETENTION_MONTHS } from '@edge/contracts';
import { Footer } from '../../components/layouts/footer';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { LegalRoute } from './legal';

const ROUTES = [
  { path: '/edge/login', element: <Footer /> },
  { path: '/app/legal/:page', element: <LegalRoute /> },
];

// Signed out: the legal pages need no sign-in and ask the server nothing.
const open = (path: string) => renderRoutes(ROUTES, { path, user: null });

describe('legal pages', () => {
  it('should open each legal page from the footer of the login page, signed out', async () => {
    const api = fakeApi();
    open('/edge/login');
    const user = userEvent.setup();
    // Each legal page has the same footer: its links lead on.
    for (const [link, title] of [
      ['Terms of Use', 'Terms of Use'],
      ['Privacy Policy', 'Privacy Policy'],
      ['DMCA', 'DMCA Notice and Takedown'],
      ['Cookie Usage', 'Cookie Usage'],
    ] as const) {
      const footer = screen.getByRole('navigation', { name: 'Legal' });
      await user.click(within(footer).getByRole('link', { name: link }));
      expect(
        await screen.findByRole('heading', { level: 1, name: title }),
      ).toBeVisible();
    }
    expect(screen.getByText('edge_session')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('should keep the contact mailto in the footer', () => {
    fakeApi();
    open('/edge/login');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:support@edge-leads.com',
    );
  });

  it('should show the privacy policy with its last-updated date and the activity log retention', async () => {
    fakeApi();
    open('/app/legal/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent(
      'Last updated 11/27/2026',
    );
    expect(
      screen.getByText(
        new RegExp(`kept for ${ACTIVITY_RETENTION_MONTHS} months`),
      ),
    ).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Legal pages' });
    expect(
      within(pages).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent
      .setup()
      .click(within(pages).getByRole('link', { name: 'Terms of Use' }));
    expect(
      await screen.findByText(/at least 60 days before the renewal date/),
    ).toBeVisible();
  });

  it('should answer an unknown legal page with Not Found', async () => {
    fakeApi();
    open('/app/legal/nothing');
    expect(await screen.findByText('That page does not exist.')).toBeVisible();
  });
});
