import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module, ResultColumnsPreference } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import {
  RESULT_COLUMNS_SCHEMAS,
  resultColumnsPath,
} from './get-result-columns';
import { searchKeys } from './search-keys';

export function updateResultColumns(
  module: Module,
  columns: readonly string[],
): Promise<ResultColumnsPreference> {
  return apiClient.put(resultColumnsPath(module), {
    body: { json: { columns } },
    schema: RESULT_COLUMNS_SCHEMAS[module],
  });
}

/**
 * Keeps the user's columns; the table shows the choice at once. Quick
 * changes are saved one after another, in order, and only the last answer
 * is shown, so an earlier save never undoes a later tick.
 */
export function useUpdateResultColumns(module: Module) {
  const client = useQueryClient();
  const key = searchKeys.columns(module);
  const mutationKey = [...key, 'save'];
  // This save is still counted while its callbacks run.
  const isLast = () => client.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join('/') },
    mutationFn: (columns: readonly string[]) =>
      updateResultColumns(module, columns),
    // Not awaited: the tick shows in the same turn as the click.
    onMutate: (columns) => {
      void client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ResultColumnsPreference>(key);
      client.setQueryData<ResultColumnsPreference>(key, {
        columns: [...columns],
      });
      return { previous };
    },
    onError: (_error, _columns, context) => {
      if (isLast()) client.setQueryData(key, context?.previous);
    },
    onSuccess: (saved) => {
      if (isLast()) client.setQueryData(key, saved);
    },
  });
}
