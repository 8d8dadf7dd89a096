import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyListAddResultSchema,
  companyListSchema,
  companyListsPath,
  type CompanyListAddResult,
  type CompanyListShareAccess,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { listKeys } from './list-keys';

// Every change reads the module's lists and pages again.
function useListsMutation<TInput, TResult>(
  module: Module,
  mutationFn: (input: TInput) => Promise<TResult>,
  successMessage?: (result: TResult, input: TInput) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Dialogs and the page show failures beside what failed.
    meta: { errorHandling: 'screen' },
    onSuccess: async (result, input) => {
      if (successMessage) {
        showSnackbar({
          message: successMessage(result, input),
          severity: 'success',
        });
      }
      await queryClient.invalidateQueries({
        queryKey: listKeys.module(module),
      });
    },
  });
}

/**
 * POST /api/v1/lists/{module}, or PUT .../{id} to rename. `quiet` leaves
 * the words to what follows (the add into the new list).
 */
export function useSaveList(module: Module, { quiet = false } = {}) {
  return useListsMutation(
    module,
    ({ name, id }: { name: string; id?: number }) =>
      id === undefined
        ? apiClient.post(companyListsPath(module), {
            body: { json: { name } },
            schema: companyListSchema,
          })
        : apiClient.put(companyListsPath(module, id), {
            body: { json: { name } },
            schema: companyListSchema,
          }),
    quiet
      ? undefined
      : (list, input) =>
          input.id === undefined
            ? `List ${list.name} created.`
            : `List renamed ${list.name}.`,
  );
}

/** DELETE /api/v1/lists/{module}/{id}. */
export function useDeleteList(module: Module) {
  return useListsMutation(
    module,
    ({ id }: { id: number; name: string }) =>
      apiClient.delete(companyListsPath(module, id)),
    (_, input) => `List ${input.name} deleted.`,
  );
}

/** PUT /api/v1/lists/{module}/{id}/shares: everyone it is shared with. */
export function useShareList(module: Module) {
  return useListsMutation(
    module,
    ({
      id,
      shares,
    }: {
      id: number;
      shares: { user_id: number; access: CompanyListShareAccess }[];
    }) =>
      apiClient.put(`${companyListsPath(module, id)}/shares`, {
        body: { json: { shares } },
        schema: companyListSchema,
      }),
    (list) =>
      list.shares.length === 0
        ? `${list.name} is no longer shared.`
        : `${list.name} is shared with ${list.shares.length} ${list.shares.length === 1 ? 'colleague' : 'colleagues'}.`,
  );
}

/** What an add said: how many went in, and how many were there already. */
export function addedMessage(
  name: string,
  { added, already }: CompanyListAddResult,
): string {
  const companies = (n: number) => `${n} ${n === 1 ? 'company' : 'companies'}`;
  const put = `${companies(added)} added to ${name}.`;
  return already === 0 ? put : `${put} ${companies(already)} already in it.`;
}

/** POST /api/v1/lists/{module}/{id}/companies: all or none. */
export function useAddToList(module: Module) {
  return useListsMutation(
    module,
    ({ id, muns }: { id: number; name: string; muns: readonly string[] }) =>
      apiClient.post(`${companyListsPath(module, id)}/companies`, {
        body: { json: { muns } },
        schema: companyListAddResultSchema,
      }),
    (result, input) => addedMessage(input.name, result),
  );
}

/** DELETE /api/v1/lists/{module}/{id}/companies/{muns}. */
export function useRemoveFromList(module: Module) {
  return useListsMutation(
    module,
    ({ id, muns }: { id: number; muns: string; entityName: string }) =>
      apiClient.delete(
        `${companyListsPath(module, id)}/companies/${encodeURIComponent(muns)}`,
      ),
    (_, input) => `${input.entityName} taken out of the list.`,
  );
}
