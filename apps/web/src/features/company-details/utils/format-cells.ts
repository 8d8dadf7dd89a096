import { formatFullMoney } from '@edge/contracts';

// SPEC §9: tables show numbers in full, with separators.

/** $12,345 in a table cell; an empty cell for no value. */
export function formatCellMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatFullMoney(value);
}
