import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ebResultColumnsPreferenceSchema,
  pcResultColumnsPreferenceSchema,
  type Module,
  type ResultColumnsPreference,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { SEARCH_SUFFIX } from '../utils/search-modules';
import { searchKeys } from './search-keys';

export const resultColumnsPath = (module: Module) =>
  `/api/v1/user/preferences/results-columns/${SEARCH_SUFFIX[module]}`;

export const RESULT_COLUMNS_SCHEMAS: Record<
  Module,
  z.ZodType<ResultColumnsPreference>
> = {
  pc: pcResultColumnsPreferenceSchema,
  eb: ebResultColumnsPreferenceSchema,
};

export async function getResultColumns(
  module: Module,
  signal?: AbortSignal,
): Promise<ResultColumnsPreference> {
  const schema = RESULT_COLUMNS_SCHEMAS[module];
  return apiClient.get(resultColumnsPath(module), { schema, signal });
}

export function resultColumnsQueryOptions(module: Module) {
  return queryOptions({
    queryKey: searchKeys.columns(module),
    queryFn: ({ signal }) => getResultColumns(module, signal),
    staleTime: Infinity,
    // Without the choice the table shows the module's key columns.
    meta: { errorHandling: 'inline' },
  });
}

/** The columns the user chose, kept on the server (null: the defaults). */
export function useResultColumnsPreference(module: Module) {
  return useQuery(resultColumnsQueryOptions(module));
}
