import type { Migration } from 'kysely';
import type { DbDialect } from '../database';

const decimal = (dialect: DbDialect) =>
  dialect === 'sqlite' ? 'real' : 'double precision';

// Integer columns of the plan criteria (docs/decisions/0039); funding is
// 0 (unknown), 1 (fully insured), 2 (self-funded) or 3 (mixed).
const INTEGERS = [
  'plan_count',
  'funding',
  'contract_year',
  'carrier_change_from',
  'broker_change_from',
] as const;

/**
 * The search projection's figures for the benefits plan criteria:
 * commission, plans, funding and the latest change of carrier or broker.
 * The projection is rebuilt after the migration (its definition changed).
 */
export function planSearchColumns(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('search_companies')
        .addColumn('commission', decimal(dialect))
        .execute();
      for (const column of INTEGERS) {
        await db.schema
          .alterTable('search_companies')
          .addColumn(column, 'integer', (c) =>
            column === 'funding' ? c.notNull().defaultTo(0) : c,
          )
          .execute();
      }
    },
    async down(db) {
      for (const column of ['commission', ...INTEGERS]) {
        await db.schema
          .alterTable('search_companies')
          .dropColumn(column)
          .execute();
      }
    },
  };
}
