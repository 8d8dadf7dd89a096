import { describe, expect, it } from 'vitest';
import { addressStateTables } from './address-states';
import { companyPartTables, stagedCompanies } from './company-rows';
import type { Dialect } from './dialect-sql';
import { LINK_TABLES } from './link-rows';
import { stagedStatistics, statisticsHelpers } from './statistics-summary';

// The projection's SQL as it runs, kept in the repository for review
// (STYLE §2 Kysely): a change to it shows in the diff.
const sqlOf = (dialect: Dialect) =>
  [
    ...addressStateTables(dialect),
    ...companyPartTables(dialect),
    stagedCompanies(dialect),
    ...LINK_TABLES,
    ...statisticsHelpers(dialect),
    stagedStatistics(),
  ]
    .map(
      (t) =>
        `-- ${t.staging}${t.indexed ? ` (indexed by ${t.indexed})` : ''}\n${t.select};\n`,
    )
    .join('\n');

describe('search projection SQL', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'should match the reviewed %s statements',
    async (dialect) => {
      await expect(sqlOf(dialect)).toMatchFileSnapshot(
        `./sql/search-projection.${dialect}.sql`,
      );
    },
  );
});
