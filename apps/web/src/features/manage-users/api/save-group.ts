import { userGroupSchema, type UserGroup } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { groupsPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

/** Creates a group, or renames one when an id is given. */
export function saveGroup(
  accountId: number,
  name: string,
  groupId?: number,
): Promise<UserGroup> {
  const options = { body: { json: { name } }, schema: userGroupSchema };
  return groupId === undefined
    ? apiClient.post(groupsPath(accountId), options)
    : apiClient.put(groupsPath(accountId, `/${groupId}`), options);
}

export function useSaveGroup(accountId: number) {
  return useAccountMutation(
    accountId,
    ({ name, groupId }: { name: string; groupId?: number }) =>
      saveGroup(accountId, name, groupId),
    (group, { groupId }) =>
      groupId === undefined
        ? `Group ${group.name} created.`
        : `Group renamed to ${group.name}.`,
  );
}
