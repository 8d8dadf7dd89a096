import type { SavedSearch } from '@edge/contracts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

interface DeleteSavedSearchDialogProps {
  search: SavedSearch;
  onClose: () => void;
}

export function DeleteSavedSearchDialog({
  search,
  onClose,
}: DeleteSavedSearchDialogProps) {
  const remove = useDeleteSavedSearch();
  return (
    <ConfirmDeleteDialog
      title="Delete saved search?"
      confirmLabel="Delete"
      isPending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(search, { onSuccess: onClose })}
      onClose={onClose}
    >
      ‘{search.searchName}’ will be deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
