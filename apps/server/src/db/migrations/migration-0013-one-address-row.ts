import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * One `company_addresses` row per company, dataset and address instead of
 * one per source row (ingest/address-rows.ts): of the rows a company has
 * for one address of a dataset, the newest (year, then as-of date) stays,
 * keyed `dataset:muns:ADDRESS|CITY|ZIP`. Upper case is ASCII only on both
 * databases, as the importers write it. The rows merged cannot be split
 * again: down leaves them merged.
 */
export function oneAddressRow(dialect: DbDialect): Migration {
  return {
    async up(db: AnyDb) {
      const place = sql.raw(
        `upper(coalesce(address, '') || '|' || coalesce(city, '') || '|' || coalesce(zip, '')${
          dialect === 'postgres' ? ' collate "C"' : ''
        })`,
      );
      await sql`delete from company_addresses where source_key in (
        select source_key from (
          select source_key, row_number() over (
            partition by dataset, muns, ${place}
            order by source_year desc nulls last, as_of_date desc nulls last,
              import_file_id, source_key
          ) as n
          from company_addresses
          where muns is not null and dataset is not null
        ) ranked where n > 1)`.execute(db);
      await sql`update company_addresses
        set source_key = dataset || ':' || muns || ':' || ${place}
        where muns is not null and dataset is not null`.execute(db);
    },
    async down() {},
  };
}
