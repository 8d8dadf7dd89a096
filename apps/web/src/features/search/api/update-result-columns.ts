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

/** Keeps the user's columns; the table shows the choice at once. */
export function useUpdateResultColumns(module: Module) {
  const client = useQueryClient();
  const key = searchKeys.columns(module);
  return useMutation({
    mutationFn: (columns: readonly string[]) =>
      updateResultColumns(module, columns),
    onMutate: async (columns) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ResultColumnsPreference>(key);
      client.setQueryData<ResultColumnsPreference>(key, {
        columns: [...columns],
      });
      return { previous };
    },
    onError: (_error, _columns, context) => {
      client.setQueryData(key, context?.previous);
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
