import type { Kysely } from 'kysely';
import type { DbDialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A column of a data table: text, whole number or decimal. */
export type ColumnKind = 'text' | 'int' | 'num';
export type ColumnSpec = readonly [name: string, kind: ColumnKind];

const sqlType = (kind: ColumnKind, dialect: DbDialect) =>
  kind === 'text'
    ? 'text'
    : kind === 'int'
      ? 'integer'
      : dialect === 'sqlite'
        ? 'real'
        : 'double precision';

/**
 * Creates a table of imported facts (docs/decisions/0005): the source's own
 * key, the resolved company, the import file that last wrote the row (its
 * provenance), a hash of the values to tell an unchanged row, the plan or
 * fiscal year and the as-of date, then the dataset's columns.
 */
export async function createFactTable(
  db: AnyDb,
  dialect: DbDialect,
  name: string,
  columns: readonly ColumnSpec[],
  indexes: readonly (readonly string[])[] = [],
): Promise<void> {
  let table = db.schema
    .createTable(name)
    .addColumn('source_key', 'text', (c) => c.primaryKey())
    .addColumn('muns', 'text')
    .addColumn('import_file_id', 'integer', (c) => c.notNull())
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .addColumn('source_year', 'integer')
    .addColumn('as_of_date', 'text');
  for (const [column, kind] of columns) {
    table = table.addColumn(column, sqlType(kind, dialect));
  }
  await table.execute();
  for (const columnsOfIndex of [['muns'], ['import_file_id'], ...indexes]) {
    await db.schema
      .createIndex(`${name}_${columnsOfIndex.join('_')}_idx`)
      .on(name)
      .columns([...columnsOfIndex])
      .execute();
  }
}
