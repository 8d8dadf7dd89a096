import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useDeleteAlerts } from '../api/delete-alerts';
import { countOfAlerts } from '../utils/alert-texts';

interface DeleteAlertsDialogProps {
  ids: readonly number[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before the selected alerts go; a failure stays in the dialog. */
export function DeleteAlertsDialog({
  ids,
  onClose,
  onDeleted,
}: DeleteAlertsDialogProps) {
  const remove = useDeleteAlerts();
  return (
    <ConfirmDeleteDialog
      title={`Delete ${countOfAlerts(ids.length)}?`}
      confirmLabel="Delete"
      isPending={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(ids, {
          onSuccess: () => {
            onDeleted();
            onClose();
          },
        })
      }
    >
      {ids.length === 1
        ? 'The selected alert is removed from your list. The company and its data stay as they are.'
        : 'The selected alerts are removed from your list. The companies and their data stay as they are.'}
    </ConfirmDeleteDialog>
  );
}
