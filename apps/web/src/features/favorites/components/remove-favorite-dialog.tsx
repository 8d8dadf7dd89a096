import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Favorite, Module } from '@edge/contracts';
import { MODULE_LABELS } from '../../../utils/route-module';
import { useRemoveFavorite } from '../api/remove-favorite';

interface RemoveFavoriteDialogProps {
  module: Module;
  favorite: Favorite;
  onClose: () => void;
}

export function RemoveFavoriteDialog({
  module,
  favorite,
  onClose,
}: RemoveFavoriteDialogProps) {
  const titleId = useId();
  // A failure shows in the bottom snackbar; the dialog stays open.
  const remove = useRemoveFavorite(module);
  const handleRemove = () =>
    remove.mutate(
      {
        id: favorite.id,
        muns: favorite.muns,
        entityName: favorite.entity_name,
      },
      { onSuccess: onClose },
    );
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Remove from favorites?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          ‘{favorite.entity_name}’ will be removed from your{' '}
          {MODULE_LABELS[module]} favorites, with its comment.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={handleRemove}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
