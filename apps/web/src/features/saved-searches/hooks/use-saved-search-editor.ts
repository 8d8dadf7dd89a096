import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { savedSearchesQueryOptions } from '../api/get-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { readEditId } from '../utils/edit-param';
import { editorStateOf } from '../utils/editor-state';

/** The saved search being edited on a module home, and its actions. */
export function useSavedSearchEditor(
  module: Module,
  criteria: Record<string, unknown>,
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editId = readEditId(params);
  const list = useQuery({
    ...savedSearchesQueryOptions(module),
    enabled: editId !== null,
  });
  const update = useUpdateSavedSearch(module);
  const state = editorStateOf({
    module,
    editId,
    list: list.data,
    isFailed: list.isError,
    criteria,
  });

  const saveChanges = async () => {
    if (state.status !== 'editing') return;
    await update.mutateAsync({
      id: state.search.id,
      body: { content: { webappSearchCriteria: criteria } },
      successMessage: `Saved changes to '${state.search.searchName}'.`,
    });
  };

  // SPEC §4: cancel ends editing; the saved search stays as it was.
  const cancel = () => void navigate(paths.savedSearches(module));

  return { state, saveChanges, cancel, isSaving: update.isPending };
}
