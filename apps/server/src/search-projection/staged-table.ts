import type { SearchTables } from '../data-model/search-tables';

/** A temporary table the rebuild creates from `select` and drops after. */
export interface TempTable {
  staging: string;
  select: string;
  // A column to index once the rows are in.
  indexed?: string;
}

/**
 * A projection table and the select of its rows; they go through the
 * temporary `staging` table where the database needs it (see
 * refresh-search-projection.ts).
 */
export interface StagedTable extends TempTable {
  table: keyof SearchTables;
  // The columns of `select`, in order, as `table` names them.
  columns: readonly string[];
}

/** `expr as column` for each column, for a select list. */
export const selectList = (
  columns: readonly (readonly [column: string, expr: string])[],
) => columns.map(([column, expr]) => `${expr} as ${column}`).join(',\n  ');
