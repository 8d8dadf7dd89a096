import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PcCriteria } from '@edge/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import {
  pcSavedSearches,
  savedSearch,
} from '../../../testing/saved-search-fixtures';
import { SavedSearchHomeActions } from './saved-search-home-actions';

const saved = () =>
  pcSavedSearches().saved_searches[0]!.content
    .webappSearchCriteria as PcCriteria;

// Stands in for a module home: criteria on screen, changed and undone.
function Home({ onSaved }: { onSaved: () => void }) {
  const [criteria, setCriteria] = useState<PcCriteria>(saved);
  const setName = (name: string) =>
    setCriteria((c) => ({ ...c, termsSearch: { ...c.termsSearch, name } }));
  return (
    <>
      <button onClick={() => setName('acme')}>Change</button>
      <button onClick={() => setName('')}>Undo</button>
      <SavedSearchHomeActions
        module="pc"
        criteria={criteria}
        onSaved={onSaved}
      />
    </>
  );
}

function setup(path: string) {
  const api = fakeApi();
  const get = api.answer(
    'GET /api/v1/searches/all/:recordId',
    pcSavedSearches(),
  );
  const onSaved = vi.fn();
  const { router } = renderRoutes(
    [
      { path: '/edge/pc', element: <Home onSaved={onSaved} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { path },
  );
  return { api, get, onSaved, router, user: userEvent.setup() };
}

const editor = () =>
  screen.findByRole('group', { name: 'Saved search being edited' });

describe('SavedSearchHomeActions', { timeout: 20_000 }, () => {
  it('should offer Save search when no saved search is edited', () => {
    const { api } = setup('/edge/pc');
    expect(screen.getByRole('button', { name: 'Save search' })).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('should start clean, turn dirty on a change and clean on its undoing', async () => {
    const { user } = setup('/edge/pc?edit=1');
    const group = await editor();
    expect(group).toHaveTextContent('Editing: Texas contractors');
    const save = within(group).getByRole('button', { name: 'Save changes' });
    expect(within(group).getByRole('status')).toHaveTextContent(
      'No unsaved changes',
    );
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(within(group).getByRole('status')).toHaveTextContent(
      'Unsaved changes',
    );
    expect(save).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(group).getByRole('status')).toHaveTextContent(
      'No unsaved changes',
    );
    expect(save).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  });

  it('should save the changes and read as clean again', async () => {
    const { api, get, onSaved, user } = setup('/edge/pc?edit=1');
    const group = await editor();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const changed = { ...saved(), termsSearch: { name: 'acme', keywords: '' } };
    const stored = savedSearch(1, 'Texas contractors', 5, changed);
    const put = api.answer('PUT /api/v1/searches/:id', stored);
    const list = pcSavedSearches();
    list.saved_searches[0] = stored;
    get.answer(list);
    await user.click(
      within(group).getByRole('button', { name: 'Save changes' }),
    );
    expect(put.requests).toMatchObject([
      {
        path: '/api/v1/searches/1',
        body: { content: { webappSearchCriteria: changed } },
      },
    ]);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(within(group).getByRole('status')).toHaveTextContent(
      'No unsaved changes',
    );
  });

  it('should end editing on Cancel, back to the saved searches', async () => {
    const { api, router, user } = setup('/edge/pc?edit=1');
    const group = await editor();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(within(group).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/edge/pc/savedsearches');
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('should not edit a malformed saved search', async () => {
    setup('/edge/pc?edit=3');
    expect(
      await screen.findByText(/criteria that are no longer valid/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('should say when the saved search no longer exists', async () => {
    setup('/edge/pc?edit=99');
    expect(
      await screen.findByText('This saved search no longer exists.'),
    ).toBeVisible();
  });
});
