import type { Module } from '@edge/contracts';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { SavedSearchNameDialog } from './saved-search-name-dialog';

interface SaveSearchDialogProps {
  module: Module;
  criteria: object;
  onClose: () => void;
}

/** Saves the criteria on screen under a new name (POST, 201). */
export function SaveSearchDialog({
  module,
  criteria,
  onClose,
}: SaveSearchDialogProps) {
  const create = useCreateSavedSearch(module);
  return (
    <SavedSearchNameDialog
      title="Save search"
      submitLabel="Save"
      description="Keep these criteria to run them again from Saved Searches."
      onSubmit={(searchName) => create.mutateAsync({ searchName, criteria })}
      onClose={onClose}
    />
  );
}
