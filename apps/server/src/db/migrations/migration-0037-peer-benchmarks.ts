import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const INDEX = 'search_companies_peers_idx';

/**
 * A company's peers (docs/decisions/0041): one state, a range of NAICS
 * codes and an employee range, among companies with a premium. Partial,
 * so it holds only the companies with Schedule A premium.
 */
export function peerBenchmarks(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex(INDEX)
        .on('search_companies')
        .columns(['state', 'naics', 'employees'])
        .where(sql<boolean>`premium > 0`)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex(INDEX).execute();
    },
  };
}
