import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyEvent } from '@edge/contracts';
import { companyEvent } from '../../../testing/alert-fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { EVENTS_EMPTY, EventsCard } from './events-card';

function setup(items: CompanyEvent[]) {
  const get = fakeApi().answer('GET /api/v1/companies/:muns/events', {
    items,
  });
  renderRoutes(
    [
      {
        path: '/edge/results/dashboard/:muns',
        element: <EventsCard muns="ACME 1" />,
      },
    ],
    { path: '/edge/results/dashboard/ACME%201' },
  );
  return { get, user: userEvent.setup() };
}

const timeline = () =>
  screen.findByRole('list', { name: 'Events, newest first' });

describe('EventsCard', { timeout: 20_000 }, () => {
  it('should list every event newest first with date, label and summary', async () => {
    const { get } = setup([
      companyEvent(1, { occurred_date: '2025-11-02', summary: 'Oldest.' }),
      companyEvent(2, {
        type: 'carrier_changed',
        occurred_date: '2026-03-04',
        summary: 'Health carrier changed to Aetna.',
      }),
      companyEvent(3, { type: 'whd_case', occurred_date: '2026-01-20' }),
    ]);
    const items = within(await timeline()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^3\/4\/2026Carrier ChangedHealth carrier changed/),
      expect.stringMatching(/^1\/20\/2026New Wage and Hour Case/),
      expect.stringMatching(/^11\/2\/2025New OSHA InspectionOldest\./),
    ]);
    expect(get.requests[0]?.path).toBe('/api/v1/companies/ACME%201/events');
  });

  it('should open what an event changed, before and after', async () => {
    const { user } = setup([
      companyEvent(1, {
        type: 'carrier_changed',
        changes: [{ label: 'Health carrier', before: 'Cigna', after: 'Aetna' }],
      }),
    ]);
    const [item] = within(await timeline()).getAllByRole('listitem');
    const toggle = within(item!).getByRole('button', { name: 'What changed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(item!).getByRole('list', { name: 'What changed' }),
    ).toHaveTextContent('Health carrier: Cigna→Aetna');
    expect(item).toHaveTextContent(
      'Source: OSHA inspections · osha_inspection_2026.csv · 2026 · as of 3/1/2026',
    );
    await user.click(toggle);
    await waitFor(() =>
      expect(
        within(item!).queryByRole('list', { name: 'What changed' }),
      ).toBeNull(),
    );
  });

  it('should show five events and the rest on Show more', async () => {
    const { user } = setup(
      Array.from({ length: 7 }, (_, i) =>
        companyEvent(i + 1, { occurred_date: `2026-01-0${i + 1}` }),
      ),
    );
    expect(within(await timeline()).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(await timeline()).getAllByRole('listitem')).toHaveLength(7);
  });

  it('should say so when the company has no events', async () => {
    setup([]);
    expect(await screen.findByText(EVENTS_EMPTY)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Events' })).toBeInTheDocument();
  });
});
