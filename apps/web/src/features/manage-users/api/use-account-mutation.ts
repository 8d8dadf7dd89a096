import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSnackbar } from '../../../lib/snackbar';
import { manageUsersKeys } from './manage-users-keys';

/**
 * A change to the account's users or groups: the list is read again after
 * it, and its words shown in a snackbar. Dialogs show failures themselves.
 */
export function useAccountMutation<TInput, TResult>(
  accountId: number,
  mutationFn: (input: TInput) => Promise<TResult>,
  successMessage: (result: TResult, input: TInput) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorHandling: 'screen' },
    onSuccess: async (result, input) => {
      showSnackbar({
        message: successMessage(result, input),
        severity: 'success',
      });
      await queryClient.invalidateQueries({
        queryKey: manageUsersKeys.account(accountId),
      });
    },
  });
}
