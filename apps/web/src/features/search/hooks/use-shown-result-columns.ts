import type { Module } from '@edge/contracts';
import { MODULE_COLUMNS } from '../components/results/module-columns';
import { pickColumns } from '../utils/result-columns';
import { useResultColumns } from './use-result-columns';

/**
 * The results table's visible columns in a module, in order, with their
 * labels: what an export 'as shown' writes, from results or favorites.
 */
export function useShownResultColumns(
  module: Module,
): { key: string; label: string }[] {
  const { all, defaults } = MODULE_COLUMNS[module];
  const shown = useResultColumns(module, defaults);
  return pickColumns<{ key: string; label: string }>(all, shown.keys);
}
