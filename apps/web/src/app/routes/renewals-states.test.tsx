import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenewalCalendar } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { RenewalsRoute } from './renewals';

const CALENDAR = 'GET /api/v1/renewals/:module';

const calendar = (over: Partial<RenewalCalendar>): RenewalCalendar => ({
  module: 'pc',
  today: '2026-11-28',
  through: '2027-10-31',
  renewals: [],
  companies: 0,
  withoutDates: 0,
  truncated: false,
  ...over,
});

function show(path = '/edge/pc/renewals') {
  renderRoutes(
    [{ path: '/edge/:module/renewals', element: <RenewalsRoute /> }],
    { path },
  );
}

describe('RenewalsRoute states', { timeout: 30_000 }, () => {
  it('should explain how companies get onto the calendar when it has none', async () => {
    fakeApi().answer(CALENDAR, calendar({}));
    show('/edge/pc/renewals?window=90');
    expect(
      await screen.findByRole('heading', {
        name: 'No companies on your calendar yet',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/edge/pc/favorites',
    );
    expect(
      screen.getByRole('link', { name: 'Saved Searches' }),
    ).toHaveAttribute('href', '/edge/pc/savedsearches');
    expect(
      screen.getByRole('link', { name: 'Start a search' }),
    ).toHaveAttribute('href', '/edge/pc');
    expect(
      screen.queryByRole('button', { name: 'Clear the filters' }),
    ).toBeNull();
  });

  it('should say when none of the companies renews in the next 12 months', async () => {
    fakeApi().answer(CALENDAR, calendar({ companies: 3, withoutDates: 3 }));
    show();
    expect(
      await screen.findByRole('heading', {
        name: 'No renewals in the next 12 months',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        '0 renewals of 3 companies in the next 12 months · 3 companies have no renewal date in the data',
      ),
    ).toBeVisible();
  });

  it('should say that only the first 5,000 companies were read when there were more', async () => {
    fakeApi().answer(
      CALENDAR,
      calendar({ companies: 5000, withoutDates: 4000, truncated: true }),
    );
    show();
    expect(
      await screen.findByText(/Only the first 5,000 companies were read/),
    ).toBeVisible();
  });

  it('should show the failure and load the calendar again on Try again', async () => {
    const api = fakeApi();
    const route = api.fail(CALENDAR, 500, 'Something went wrong.');
    show();
    expect(
      await screen.findByText(/The renewal calendar could not be loaded/),
    ).toBeVisible();
    route.answer(calendar({ companies: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', {
        name: 'No renewals in the next 12 months',
      }),
    ).toBeVisible();
  });

  it('should show a loading state until the calendar arrives', async () => {
    fakeApi().answer(CALENDAR, calendar({ companies: 3 }));
    show();
    expect(
      screen.getByRole('status', { name: 'Loading the renewal calendar' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', {
        name: 'No renewals in the next 12 months',
      }),
    ).toBeVisible();
  });
});
