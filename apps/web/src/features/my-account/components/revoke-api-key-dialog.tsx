import type { ApiKey } from '@edge/contracts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useRevokeApiKey } from '../api/api-keys';

interface RevokeApiKeyDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
}

export function RevokeApiKeyDialog({
  apiKey,
  onClose,
}: RevokeApiKeyDialogProps) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDeleteDialog
      title="Revoke API key?"
      confirmLabel="Revoke"
      isPending={revoke.isPending}
      error={revoke.error}
      onConfirm={() => revoke.mutate(apiKey.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      Tools using ‘{apiKey.name}’ ({apiKey.prefix}) will be refused from now on.
      This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
