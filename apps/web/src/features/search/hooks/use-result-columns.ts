import type { Module } from '@edge/contracts';
import { useResultColumnsPreference } from '../api/get-result-columns';
import { useUpdateResultColumns } from '../api/update-result-columns';

/**
 * The columns the user shows in a module, in order, kept on the server;
 * the module's key columns until the user chooses.
 */
export function useResultColumns(module: Module, defaults: readonly string[]) {
  const preference = useResultColumnsPreference(module);
  const update = useUpdateResultColumns(module);
  return {
    keys: preference.data?.columns ?? defaults,
    onChange: (keys: readonly string[]) => update.mutate(keys),
    onReset: () => update.mutate(defaults),
  };
}
