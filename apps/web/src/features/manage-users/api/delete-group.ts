import { apiClient } from '../../../lib/api-client';
import { groupsPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

export async function deleteGroup(
  accountId: number,
  groupId: number,
): Promise<void> {
  await apiClient.delete(groupsPath(accountId, `/${groupId}`));
}

export function useDeleteGroup(accountId: number) {
  return useAccountMutation(
    accountId,
    ({ groupId }: { groupId: number; name: string }) =>
      deleteGroup(accountId, groupId),
    (_, { name }) => `Group ${name} deleted.`,
  );
}
