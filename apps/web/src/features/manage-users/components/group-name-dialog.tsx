import { groupBodySchema, type UserGroup } from '@edge/contracts';
import { NameDialog } from '../../../components/ui/name-dialog';
import { useSaveGroup } from '../api/save-group';
import { accountFormErrors } from './account-errors';

interface GroupNameDialogProps {
  accountId: number;
  // The group to rename; left out, a new group is created.
  group?: UserGroup;
  onClose: () => void;
}

/** Creates a group, or renames one. */
export function GroupNameDialog({
  accountId,
  group,
  onClose,
}: GroupNameDialogProps) {
  const save = useSaveGroup(accountId);
  return (
    <NameDialog
      title={group ? 'Rename group' : 'New group'}
      label="Group name"
      submitLabel={group ? 'Rename' : 'Create'}
      schema={groupBodySchema}
      defaultName={group?.name ?? ''}
      onSubmit={(name) => save.mutateAsync({ name, groupId: group?.id })}
      errorsOf={accountFormErrors<{ name: string }>}
      onClose={onClose}
    />
  );
}
