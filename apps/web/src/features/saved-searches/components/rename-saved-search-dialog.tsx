import type { Module, SavedSearch } from '@edge/contracts';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { SavedSearchNameDialog } from './saved-search-name-dialog';

interface RenameSavedSearchDialogProps {
  module: Module;
  search: SavedSearch;
  onClose: () => void;
}

/** A new name only (PUT); a malformed search may be renamed too (SPEC §4). */
export function RenameSavedSearchDialog({
  module,
  search,
  onClose,
}: RenameSavedSearchDialogProps) {
  const update = useUpdateSavedSearch(module);
  return (
    <SavedSearchNameDialog
      title="Rename saved search"
      submitLabel="Rename"
      initialName={search.searchName}
      onSubmit={(searchName) =>
        update.mutateAsync({
          id: search.id,
          body: { searchName },
          successMessage: `Renamed to '${searchName}'.`,
        })
      }
      onClose={onClose}
    />
  );
}
