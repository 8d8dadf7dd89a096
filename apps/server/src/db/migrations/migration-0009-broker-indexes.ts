import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const INDEX = 'search_company_brokers_msid_idx';

/**
 * A broker's clients by msid: the key (muns, msid) serves a company's
 * brokers; the broker profile reads the other way. With muns in the index
 * the join to search_companies needs no table lookup.
 */
export function brokerIndexes(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex(INDEX)
        .on('search_company_brokers')
        .columns(['msid', 'muns'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex(INDEX).execute();
    },
  };
}
