import { describe, it } from 'vitest';
import type { DbDialect } from '../db/database';
import { postgresTestUrl } from './test-database';

/**
 * Registers the same tests on SQLite and, when TEST_DATABASE_URL is set, on
 * PostgreSQL (STYLE §5). Without it a skipped test says so in the report.
 */
export function describeEachDialect(
  name: string,
  register: (dialect: DbDialect) => void,
): void {
  describe(`${name} on sqlite`, () => register('sqlite'));
  if (postgresTestUrl()) {
    describe(`${name} on postgres`, () => register('postgres'));
  } else {
    it.skip('postgres tests need TEST_DATABASE_URL', () => {});
  }
}
