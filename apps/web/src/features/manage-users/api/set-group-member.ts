import { userGroupSchema, type UserGroup } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { groupsPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

export interface GroupMemberChange {
  groupId: number;
  userId: number;
  isMember: boolean;
  username: string;
}

/** Puts a user in a group, or takes them out. */
export function setGroupMember(
  accountId: number,
  { groupId, userId, isMember }: GroupMemberChange,
): Promise<UserGroup> {
  const path = groupsPath(accountId, `/${groupId}/members/${userId}`);
  const options = { schema: userGroupSchema };
  return isMember
    ? apiClient.put(path, options)
    : apiClient.delete(path, options);
}

export function useSetGroupMember(accountId: number) {
  return useAccountMutation(
    accountId,
    (change: GroupMemberChange) => setGroupMember(accountId, change),
    (group, change) =>
      change.isMember
        ? `${change.username} added to ${group.name}.`
        : `${change.username} taken out of ${group.name}.`,
  );
}
