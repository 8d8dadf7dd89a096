import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-routes';
import { ebHit, ebPage } from '../../../../testing/search-fixtures';
import { SearchResults } from './search-results';

function setup() {
  const page = ebPage([
    ebHit('M1', 'Acme Plumbing', {
      broker: 'Hub Benefits',
      broker_msid: 'B7',
    }),
    ebHit('M2', 'Bolt Roofing'),
  ]);
  const map = { total: 2, points: [], truncated: false };
  const api = fakeApi();
  // Never chosen: the table shows the module's key columns.
  api.answer('GET /api/v1/user/preferences/results-columns/eb', {
    columns: null,
  });
  api.answer('POST /api/v1/search/eb', page);
  api.answer('POST /api/v1/search/eb/map', map);
  const { router } = renderRoutes(
    [{ path: '/edge/results/eb', element: <SearchResults module="eb" /> }],
    { path: '/edge/results/eb' },
  );
  return { router, user: userEvent.setup() };
}

// Role queries over a whole table are slow in jsdom; rows carry a label.
function findRow(name: string): Promise<HTMLElement> {
  return screen.findByLabelText(name, { selector: 'tr' });
}

const panel = () => screen.queryByRole('complementary', { name: /Acme|Bolt/ });

describe('company detail view', { timeout: 20_000 }, () => {
  it('should open on a row click and close with the close button', async () => {
    const { user } = setup();
    await user.click(cellOf(await findRow('Acme Plumbing')));
    expect(panel()).toHaveAccessibleName('Acme Plumbing');
    expect(screen.getByRole('link', { name: 'Hub Benefits' })).toHaveAttribute(
      'href',
      '/edge/eb/broker/B7',
    );
    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(panel()).not.toBeInTheDocument();
  });

  it('should open with Enter on a focused row and close with Escape', async () => {
    const { user } = setup();
    const row = await findRow('Bolt Roofing');
    row.focus();
    await user.keyboard('{Enter}');
    expect(panel()).toHaveAccessibleName('Bolt Roofing');
    const details = panel() as HTMLElement;
    expect(
      within(details).getByText('Broker Not Provided'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(row).toHaveFocus();
  });

  it('should close when the results view changes', async () => {
    const { router, user } = setup();
    fireEvent.click(await findRow('Acme Plumbing'));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=map'));
    expect(
      screen.getByRole('region', { name: 'Map view' }),
    ).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await findRow('Acme Plumbing');
    expect(panel()).not.toBeInTheDocument();
  });
});

function cellOf(row: HTMLElement): HTMLElement {
  // A click on a cell, not on the company link (which opens the dashboard).
  return within(row).getAllByRole('cell')[1] as HTMLElement;
}
