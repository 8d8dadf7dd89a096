import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import {
  pcSavedSearches,
  savedSearch,
} from '../../../testing/saved-search-fixtures';
import { SavedSearchesPanel } from './saved-searches-panel';

const NAME_TAKEN =
  'You already have a saved search with this name. Choose another name.';

async function openRename(name: string) {
  const api = fakeApi();
  api.answer('GET /api/v1/searches/all/:recordId', pcSavedSearches());
  renderRoutes(
    [
      {
        path: '/edge/pc/savedsearches',
        element: (
          <SavedSearchesPanel
            module="pc"
            searchHref="/edge/pc"
            runHrefOf={() => '/run'}
            editHrefOf={() => '/edit'}
          />
        ),
      },
    ],
    { path: '/edge/pc/savedsearches' },
  );
  const user = userEvent.setup();
  const item = await screen.findByRole('listitem', { name });
  await user.click(within(item).getByRole('button', { name: 'Rename' }));
  const dialog = screen.getByRole('dialog', { name: 'Rename saved search' });
  const field = within(dialog).getByRole('textbox', { name: 'Name' });
  return { api, user, dialog, field };
}

describe('RenameSavedSearchDialog', { timeout: 20_000 }, () => {
  it('should rename with Enter and close', async () => {
    const { api, user, field } = await openRename('Texas contractors');
    expect(field).toHaveValue('Texas contractors');
    expect(field).toHaveFocus();
    const put = api.answer(
      'PUT /api/v1/searches/:id',
      savedSearch(1, 'Texas GCs', 5, {}),
    );
    await user.clear(field);
    await user.type(field, 'Texas GCs{Enter}');
    expect(put.requests).toMatchObject([
      { path: '/api/v1/searches/1', body: { searchName: 'Texas GCs' } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(snackbarStore.getSnapshot().at(-1)?.message).toBe(
      "Renamed to 'Texas GCs'.",
    );
  });

  it("should show the server's message by the field and keep the typed name", async () => {
    const { api, user, dialog, field } = await openRename('Texas contractors');
    api.fail('PUT /api/v1/searches/:id', 400, NAME_TAKEN, {
      code: 'SAVED_SEARCH_NAME_TAKEN',
      fields: { searchName: NAME_TAKEN },
    });
    await user.clear(field);
    await user.type(field, 'Trucking fleets');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(NAME_TAKEN));
    expect(field).toHaveValue('Trucking fleets');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('should ask for a name before sending an empty one', async () => {
    const { api, user, field } = await openRename('Texas contractors');
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(field).toHaveAccessibleDescription('Enter a name for the search.');
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('should let a malformed search be renamed', async () => {
    const { api, user, field } = await openRename('Old search (needs review)');
    const put = api.answer(
      'PUT /api/v1/searches/:id',
      savedSearch(3, 'Old Texas search', 5, {}),
    );
    await user.clear(field);
    await user.type(field, 'Old Texas search{Enter}');
    await waitFor(() =>
      expect(put.requests).toMatchObject([
        {
          path: '/api/v1/searches/3',
          body: { searchName: 'Old Texas search' },
        },
      ]),
    );
  });
});
