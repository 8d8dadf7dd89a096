import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SavedSearch } from '@edge/contracts';
import { useDeleteSavedSearch } from '../api/delete-saved-search';

interface DeleteSavedSearchDialogProps {
  search: SavedSearch;
  onClose: () => void;
}

export function DeleteSavedSearchDialog({
  search,
  onClose,
}: DeleteSavedSearchDialogProps) {
  const titleId = useId();
  const remove = useDeleteSavedSearch();
  const handleDelete = () => remove.mutate(search, { onSuccess: onClose });
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Delete saved search?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          ‘{search.searchName}’ will be deleted. This cannot be undone.
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" role="alert">
            {remove.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={handleDelete}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
