import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultPcCriteria, ERROR_TEXTS } from '@edge/contracts';
import { snackbarStore } from '../../../lib/snackbar';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { savedSearch } from '../../../testing/saved-search-fixtures';
import { SaveSearchButton } from './save-search-button';

const NAME_TAKEN =
  'You already have a saved search with this name. Choose another name.';

function setup() {
  const criteria = defaultPcCriteria();
  criteria.locationSearch.states = ['TX'];
  const api = fakeApi();
  const onSearch = vi.fn((event: React.FormEvent) => event.preventDefault());
  renderRoutes(
    [
      {
        path: '/edge/pc',
        // As on the home: the button sits inside the search form.
        element: (
          <form onSubmit={onSearch}>
            <SaveSearchButton module="pc" criteria={criteria} />
          </form>
        ),
      },
    ],
    { path: '/edge/pc' },
  );
  return { api, criteria, onSearch, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save search' }));
  const dialog = screen.getByRole('dialog', { name: 'Save search' });
  return {
    dialog,
    field: within(dialog).getByRole('textbox', { name: 'Name' }),
  };
}

describe('SaveSearchDialog', { timeout: 20_000 }, () => {
  it('should save the criteria under the typed name with Enter', async () => {
    const { api, criteria, onSearch, user } = setup();
    const post = api.answer(
      'POST /api/v1/searches/save',
      savedSearch(9, 'Texas', 5, criteria),
    );
    const { field } = await openDialog(user);
    expect(field).toHaveFocus();
    await user.type(field, 'Texas{Enter}');
    expect(post.requests.map((request) => request.body)).toEqual([
      {
        searchName: 'Texas',
        record_id: 5,
        content: { webappSearchCriteria: criteria },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(snackbarStore.getSnapshot().at(-1)).toMatchObject({
      message: "Search saved as 'Texas'.",
      severity: 'success',
    });
    // Enter in the dialog saves; it does not also run the search.
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('should show a duplicate name in the dialog and keep what was typed', async () => {
    const { api, user } = setup();
    api.fail('POST /api/v1/searches/save', 400, NAME_TAKEN, {
      code: 'SAVED_SEARCH_NAME_TAKEN',
      fields: { searchName: NAME_TAKEN },
    });
    const { dialog, field } = await openDialog(user);
    await user.type(field, 'Texas contractors');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(NAME_TAKEN));
    expect(field).toHaveValue('Texas contractors');
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeVisible();
  });

  it('should show a failure that is not about the name above the field', async () => {
    const { api, user } = setup();
    api.fail('POST /api/v1/searches/save', 400, ERROR_TEXTS.VALIDATION, {
      fields: { 'content.webappSearchCriteria.scopes': 'Too few' },
    });
    const { dialog, field } = await openDialog(user);
    await user.type(field, 'Texas{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too few',
    );
  });

  it('should close without saving on Cancel', async () => {
    const { api, user } = setup();
    const { dialog, field } = await openDialog(user);
    await user.type(field, 'Texas');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
