import type { Migration } from 'kysely';
import type { DbDialect } from '../database';

const decimal = (dialect: DbDialect) =>
  dialect === 'sqlite' ? 'real' : 'double precision';

/**
 * The market statistics' summary (docs/decisions/0034): sums of the
 * imported facts per state, NAICS code or sector, employee band, year and
 * a figure's own category, at four grains; rebuilt with the search
 * projection after every import, so a statistics answer adds up a few
 * hundred or thousand rows instead of the facts of a million companies.
 */
export function statisticsSummary(dialect: DbDialect): Migration {
  return {
    async up(db) {
      let table = db.schema
        .createTable('statistics_summary')
        .addColumn('figure', 'text', (c) => c.notNull())
        .addColumn('grain', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('naics', 'text', (c) => c.notNull())
        .addColumn('band', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('dim', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull());
      for (const measure of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6']) {
        table = table.addColumn(measure, decimal(dialect), (c) =>
          c.notNull().defaultTo(0),
        );
      }
      await table.execute();
      // A query names the figure and grain, then states or NAICS codes.
      for (const column of ['state', 'naics']) {
        await db.schema
          .createIndex(`statistics_summary_${column}_idx`)
          .on('statistics_summary')
          .columns(['figure', 'grain', column])
          .execute();
      }
    },
    async down(db) {
      await db.schema.dropTable('statistics_summary').execute();
    },
  };
}
