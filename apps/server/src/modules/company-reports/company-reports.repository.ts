import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CompanyFactTables } from '../companies/index';
import type { BenefitTables } from './benefit-facts.table';
import type { CommercialTables } from './commercial-facts.table';
import type {
  CompanyReportTables,
  ImportFilesView,
} from './company-reports.table';

type Tables = CompanyFactTables &
  CompanyReportTables &
  CommercialTables &
  BenefitTables;
/** The fact tables with a company column. */
export type CompanyFactTable = Exclude<
  keyof Tables,
  'import_files' | 'search_company_brokers' | 'hazard_counties' | 'crime_scores'
>;

/**
 * Every row of a company in one fact table, through its muns index: a
 * company has a handful of rows per table, so the reports order and sum
 * them in code, the same on both databases.
 */
export async function factsOf<T extends CompanyFactTable>(
  db: Db,
  table: T,
  muns: string,
): Promise<Tables[T][]> {
  const { rows } = await sql<Tables[T]>`select * from ${sql.table(
    table,
  )} where muns = ${muns}`.execute(db);
  return rows;
}

/** The import files of some ids (for the sources of a report). */
export async function importFilesOf(
  db: Db,
  ids: readonly number[],
): Promise<ImportFilesView[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('import_files')
    .select(['id', 'dataset', 'file_name'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The import files that gave a company addresses, with their provenance. */
export async function addressesByFile(db: Db, muns: string) {
  const rows = await db
    .selectFrom('company_addresses')
    .select((eb) => [
      'import_file_id',
      eb.fn.max('source_year').as('source_year'),
      eb.fn.max('as_of_date').as('as_of_date'),
    ])
    .where('muns', '=', muns)
    .groupBy('import_file_id')
    .execute();
  return rows.map((r) => ({
    import_file_id: Number(r.import_file_id),
    source_year: r.source_year === null ? null : Number(r.source_year),
    as_of_date: r.as_of_date,
  }));
}

/** The msid of each of a company's brokers, by normalized name. */
export async function brokerMsidsOf(
  db: Db,
  muns: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('search_company_brokers')
    .select(['msid', 'broker_name_normalized'])
    .where('muns', '=', muns)
    .execute();
  return new Map(
    rows
      .filter((r) => r.broker_name_normalized !== null)
      .map((r) => [r.broker_name_normalized!, r.msid]),
  );
}

/** The NRI county row of a county FIPS (its key). */
export async function hazardCounty(db: Db, countyFips: string) {
  return db
    .selectFrom('hazard_counties')
    .selectAll()
    .where('source_key', '=', countyFips)
    .executeTakeFirst();
}

/**
 * The crime scores of a ZIP (its key); without one, the ZIP of the same
 * county with the highest index, as the search's crime level reads it.
 */
export async function crimeScoresOf(
  db: Db,
  zip: string | null,
  countyFips: string | null,
) {
  if (zip) {
    const row = await db
      .selectFrom('crime_scores')
      .selectAll()
      .where('source_key', '=', zip)
      .executeTakeFirst();
    if (row) return row;
  }
  if (!countyFips) return undefined;
  return db
    .selectFrom('crime_scores')
    .selectAll()
    .where('county_fips', '=', countyFips)
    .orderBy('crime_index', (ob) => ob.desc().nullsLast())
    .orderBy('source_key')
    .limit(1)
    .executeTakeFirst();
}
