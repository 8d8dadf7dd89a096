import type { CreateTableBuilder } from 'kysely';
import type { DbDialect } from '../database';

/** Adds an auto-increment integer primary key named id, per dialect. */
export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: DbDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) =>
        c.primaryKey().generatedByDefaultAsIdentity(),
      );
}
