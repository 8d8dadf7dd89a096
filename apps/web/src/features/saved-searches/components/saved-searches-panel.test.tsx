import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, type SavedSearchList } from '@edge/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { pcSavedSearches } from '../../../testing/saved-search-fixtures';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import { MALFORMED_HINT } from '../utils/saved-search-texts';
import { SavedSearchesPanel } from './saved-searches-panel';

function setup(list: SavedSearchList | 'failing' = pcSavedSearches()) {
  const api = fakeApi();
  const listed = 'GET /api/v1/searches/all/:recordId';
  const get =
    list === 'failing'
      ? // Not a 5xx: the client would retry it for 3 s first (SPEC §7).
        api.fail(listed, 403, ERROR_TEXTS.FORBIDDEN)
      : api.answer(listed, list);
  const panel = (
    <SavedSearchesPanel
      module="pc"
      searchHref="/edge/pc"
      runHrefOf={(search) => `/edge/results/pc?run=${search.id}`}
      editHrefOf={(search) => `/edge/pc?edit=${search.id}`}
    />
  );
  const routes = [
    { path: '/edge/pc/savedsearches', element: panel },
    { path: '*', element: <LocationProbe /> },
  ];
  const view = renderRoutes(routes, { path: '/edge/pc/savedsearches' });
  return { api, get, router: view.router, user: userEvent.setup() };
}

const row = (name: string) => screen.findByRole('listitem', { name });

// Whole MUI screens in jsdom: slower than a unit of logic.
describe('SavedSearchesPanel', { timeout: 20_000 }, () => {
  it('should list each saved search with a summary of its criteria', async () => {
    const { get } = setup();
    const texas = await row('Texas contractors');
    expect(
      within(texas).getByText('TX, CA · NAICS 23 · 50-500 employees'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 saved searches')).toBeInTheDocument();
    expect(get.requests.map((request) => request.path)).toEqual([
      '/api/v1/searches/all/5',
    ]);
  });

  it('should run and edit a saved search through its links', async () => {
    const { router, user } = setup();
    const texas = await row('Texas contractors');
    expect(within(texas).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edge/pc?edit=1',
    );
    await user.click(within(texas).getByRole('link', { name: 'Run' }));
    expect(router.state.location.search).toBe('?run=1');
  });

  it('should not let a malformed search be run or edited, only renamed or deleted', async () => {
    const { user } = setup();
    const old = await row('Old search (needs review)');
    expect(within(old).getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(within(old).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(old).queryByRole('link')).not.toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Rename' })).toBeEnabled();
    expect(within(old).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // The chip explains why, on hover or keyboard focus.
    const chip = within(old).getByTitle(MALFORMED_HINT);
    expect(chip).toHaveTextContent('Needs review');
    expect(chip).toHaveAttribute('tabindex', '0');
    await user.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      MALFORMED_HINT,
    );
  });

  it('should delete a saved search after a confirmation', async () => {
    const { api, get, user } = setup();
    const remove = api.answer('DELETE /api/v1/searches/:id', undefined);
    const trucking = await row('Trucking fleets');
    const after = pcSavedSearches();
    after.saved_searches.splice(1, 1);
    get.answer({ count: 2, saved_searches: after.saved_searches });
    await user.click(within(trucking).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove.requests.map((request) => request.path)).toEqual([
      '/api/v1/searches/2',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('2 saved searches')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Trucking fleets' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('should keep a search when the confirmation is cancelled', async () => {
    const { api, user } = setup();
    const trucking = await row('Trucking fleets');
    await user.click(within(trucking).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(
      screen.getByRole('listitem', { name: 'Trucking fleets' }),
    ).toBeVisible();
  });

  it('should offer to start a search when there is none', async () => {
    setup({ count: 0, saved_searches: [] });
    expect(await screen.findByText('No saved searches yet')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Start a search' }),
    ).toHaveAttribute('href', '/edge/pc');
  });

  it('should show a failure with a way to try again', async () => {
    const { get, user } = setup('failing');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The saved searches could not be loaded.',
    );
    get.answer(pcSavedSearches());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('Texas contractors')).toBeVisible();
  });

  it('should say so while the list loads', () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading saved searches…',
    );
  });
});
