import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billing, invoice } from '../../testing/billing-fixtures';
import { demoUser, type DemoUsername } from '../../testing/demo-users';
import { apiFailure, fakeApi, type Responder } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { BillingRoute } from './billing';

function setup(
  username: DemoUsername = 'agency.owner',
  answer: Responder<'GET /api/v1/billing'> = billing(),
) {
  const api = fakeApi();
  const summary = api.answer('GET /api/v1/billing', answer);
  renderRoutes([{ path: '/app/billing', element: <BillingRoute /> }], {
    path: '/app/billing',
    user: demoUser(username),
  });
  return { api, summary, user: userEvent.setup() };
}

describe('BillingRoute', { timeout: 20_000 }, () => {
  it('should show the plan, seats, renewal date, the notice and the invoices', async () => {
    setup();
    expect(await screen.findByText('Agency')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 used')).toBeInTheDocument();
    expect(screen.getByText('4/28/2027')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Cancelling needs at least 60 days before renewal\. To cancel before the renewal on 4\/28\/2027, tell us by 2\/27\/2027\./,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // On a phone the day of issue shows under the number instead.
    expect(rows.map(cells)).toEqual([
      [
        'INV-00007-0002Issued 11/28/2026',
        '11/28/2026',
        '11/28/2026 – 12/27/2026',
        '5',
        '$475.00',
        'Open',
      ],
      [
        'INV-00007-0001Issued 10/28/2026',
        '10/28/2026',
        '10/28/2026 – 11/27/2026',
        '5',
        '$475.00',
        'Paid',
      ],
    ]);
    expect(
      screen.getByRole('link', { name: 'Compare plans and upgrade' }),
    ).toHaveAttribute('href', '/app/upgrade');
  });

  it('should open an invoice with its charges', async () => {
    const { api, user } = setup();
    const detail = api.answer('GET /api/v1/billing/invoices/:id', (request) =>
      invoice(Number(request.params.id)),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Invoice INV-00007-0001' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Invoice INV-00007-0001',
    });
    expect(
      await within(dialog).findByText(
        'Commercial Lines, Agency: 5 seats × $95.00 per seat per month × 1 month',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Bluebonnet Insurance Agency'),
    ).toBeVisible();
    expect(
      within(dialog).getByRole('row', { name: /Total/ }),
    ).toHaveTextContent('$475.00');
    expect(detail.requests.map((r) => r.params.id)).toEqual(['1']);
  });

  it('should say when no invoice is recorded yet', async () => {
    setup('agency.owner', billing({ invoices: [] }));
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('should show the failure and read again on Try again', async () => {
    const { summary, user } = setup(
      'agency.owner',
      apiFailure(404, 'Your account could not be found.'),
    );
    expect(
      await screen.findByText('Your account could not be found.'),
    ).toBeInTheDocument();
    summary.answer(billing());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 of 5 used')).toBeInTheDocument();
  });

  it('should show the 403 page to a user the Admin menu gives no Billing Portal', async () => {
    const { summary } = setup('agency.user');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(summary.requests).toHaveLength(0);
  });
});
