import type { ManagedUser } from '@edge/contracts';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSetUserAdmin } from '../api/set-user-admin';
import { useSetUserEnabled } from '../api/set-user-enabled';
import { fullName } from '../utils/sort-users';
import { ConfirmActionDialog } from './confirm-action-dialog';

interface UserDialogProps {
  accountId: number;
  user: ManagedUser;
  onClose: () => void;
}

/** Disables an enabled user (their sessions end at once) or enables one. */
export function UserStatusDialog({
  accountId,
  user,
  onClose,
}: UserDialogProps) {
  const change = useSetUserEnabled(accountId);
  const isDisabling = user.is_enabled;
  return (
    <ConfirmActionDialog
      title={
        isDisabling ? `Disable ${user.username}?` : `Enable ${user.username}?`
      }
      confirmLabel={isDisabling ? 'Disable' : 'Enable'}
      isDanger={isDisabling}
      isPending={change.isPending}
      error={change.error}
      onConfirm={() =>
        change.mutate(
          { userId: user.id, isEnabled: !isDisabling },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    >
      {isDisabling
        ? `${fullName(user)} will be signed out at once and cannot sign in until enabled again. Their seat becomes free.`
        : `${fullName(user)} can sign in again. This takes one seat.`}
    </ConfirmActionDialog>
  );
}

/** Mails the user a password reset link. */
export function PasswordResetDialog({
  accountId,
  user,
  onClose,
}: UserDialogProps) {
  const send = useSendPasswordReset(accountId);
  return (
    <ConfirmActionDialog
      title="Send a password reset?"
      confirmLabel="Send"
      isPending={send.isPending}
      error={send.error}
      onConfirm={() => send.mutate(user.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      {`${fullName(user)} gets an e-mail at ${user.email} with a link to choose a new password (it works once, for 1 hour).`}
    </ConfirmActionDialog>
  );
}

/** Gives a user administrator rights, or takes them. */
export function AdminRightsDialog({
  accountId,
  user,
  onClose,
}: UserDialogProps) {
  const change = useSetUserAdmin(accountId);
  const isTaking = user.is_admin;
  return (
    <ConfirmActionDialog
      title={
        isTaking
          ? `Take the administrator rights of ${user.username}?`
          : `Make ${user.username} an administrator?`
      }
      confirmLabel={isTaking ? 'Remove rights' : 'Make administrator'}
      isDanger={isTaking}
      isPending={change.isPending}
      error={change.error}
      onConfirm={() =>
        change.mutate(
          { userId: user.id, isAdmin: !isTaking },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    >
      {isTaking
        ? `${fullName(user)} will no longer manage users or read the account's activity reports, from their next click on.`
        : `${fullName(user)} will manage the account's users and groups and read its activity and usage reports, as you do.`}
    </ConfirmActionDialog>
  );
}
