import type { Favorite, Module } from '@edge/contracts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { MODULE_LABELS } from '../../../utils/route-module';
import { useRemoveFavorite } from '../api/remove-favorite';

interface RemoveFavoriteDialogProps {
  module: Module;
  favorite: Favorite;
  onClose: () => void;
  onRemoved?: (favorite: Favorite) => void;
}

export function RemoveFavoriteDialog({
  module,
  favorite,
  onClose,
  onRemoved,
}: RemoveFavoriteDialogProps) {
  // A failure shows in the bottom snackbar; the dialog stays open.
  const remove = useRemoveFavorite(module);
  const handleRemove = () =>
    remove.mutate(
      {
        id: favorite.id,
        muns: favorite.muns,
        entityName: favorite.entity_name,
      },
      {
        onSuccess: () => {
          onRemoved?.(favorite);
          onClose();
        },
      },
    );
  return (
    <ConfirmDeleteDialog
      title="Remove from favorites?"
      confirmLabel="Remove"
      isPending={remove.isPending}
      onConfirm={handleRemove}
      onClose={onClose}
    >
      ‘{favorite.entity_name}’ will be removed from your {MODULE_LABELS[module]}{' '}
      favorites, with its comment.
    </ConfirmDeleteDialog>
  );
}
