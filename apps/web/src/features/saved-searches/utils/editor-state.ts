import type { Module, SavedSearch, SavedSearchList } from '@edge/contracts';
import { isEditableSavedSearch } from './is-editable-saved-search';
import { isSameCriteria } from './is-same-criteria';

export type EditorState =
  | { status: 'off' }
  | { status: 'loading' | 'failed' | 'missing' }
  | { status: 'malformed'; search: SavedSearch }
  | { status: 'editing'; search: SavedSearch; isDirty: boolean };

interface EditorInput {
  module: Module;
  editId: number | null;
  list: SavedSearchList | undefined;
  isFailed: boolean;
  criteria: unknown;
}

/**
 * SPEC §4 saved-search editing: what the home shows for `?edit=<id>`.
 * Dirty is computed from the loaded criteria, never kept as a flag, so
 * undoing every change is clean again.
 */
export function editorStateOf(input: EditorInput): EditorState {
  const { module, editId, list, criteria } = input;
  if (editId === null) return { status: 'off' };
  if (!list) return { status: input.isFailed ? 'failed' : 'loading' };
  const search = list.saved_searches.find((item) => item.id === editId);
  if (!search) return { status: 'missing' };
  if (!isEditableSavedSearch(search)) return { status: 'malformed', search };
  const saved = search.content.webappSearchCriteria;
  const isDirty = !isSameCriteria(module, criteria, saved);
  return { status: 'editing', search, isDirty };
}
