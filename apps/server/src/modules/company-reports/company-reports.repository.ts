import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CompanyFactTables } from '../companies/index';
import type { BenefitTables } from './benefit-facts.table';
import type { CommercialTables } from './commercial-facts.table';
import type {
  CompanyReportTables,
  ImportFilesView,
  SearchCompanyBrokersView,
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
/** The tables a batch reads by company. */
export type BatchTable = CompanyFactTable | 'search_company_brokers';

/**
 * The facts of a batch of companies, read one query per table, that the
 * report services read instead of the database while a batch runs (an
 * export writes thousands of companies' reports: one query per table and
 * batch, not per company). Lookups by key (import files, counties, ZIPs)
 * are kept for the whole run: few keys repeat across many companies.
 */
export interface FactBatch {
  facts: Map<BatchTable, Map<string, unknown[]>>;
  lookups: Map<string, Promise<unknown>>;
}

const batches = new AsyncLocalStorage<FactBatch>();

export const newFactBatch = (): FactBatch => ({
  facts: new Map(),
  lookups: new Map(),
});

// Lookups beyond this many are not kept (a run over every ZIP).
const MAX_LOOKUPS = 50_000;

/** A keyed lookup, kept in the running batch (if any). */
export function lookup<T>(key: string, load: () => Promise<T>): Promise<T> {
  const batch = batches.getStore();
  if (!batch) return load();
  const kept = batch.lookups.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const loading = load();
  if (batch.lookups.size < MAX_LOOKUPS) batch.lookups.set(key, loading);
  return loading;
}

/**
 * Runs `work` with the rows of `muns` in `tables` read in one query per
 * table: the report services it calls read them from the batch.
 */
export async function withFactBatch<T>(
  db: Db,
  batch: FactBatch,
  tables: readonly BatchTable[],
  muns: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  batch.facts.clear();
  for (const table of tables) {
    const byCompany = new Map<string, unknown[]>();
    if (muns.length > 0) {
      const { rows } = await sql<{ muns: string }>`select * from ${sql.table(
        table,
      )} where muns in (${sql.join([...muns])})`.execute(db);
      for (const row of rows) {
        const list = byCompany.get(row.muns);
        if (list) list.push(row);
        else byCompany.set(row.muns, [row]);
      }
    }
    batch.facts.set(table, byCompany);
  }
  return batches.run(batch, work);
}

/**
 * Reads into the batch the NRI counties and crime ZIPs of some companies
 * not read yet, one query each, so their hazards reports need no query.
 */
export async function prefetchPlaces(
  db: Db,
  batch: FactBatch,
  places: readonly { zip: string | null; county_fips: string | null }[],
): Promise<void> {
  const counties = [
    ...new Set(places.map((p) => p.county_fips).filter((f) => f !== null)),
  ].filter((fips) => !batch.lookups.has(`hazard_county:${fips}`));
  if (counties.length > 0) {
    const rows = await db
      .selectFrom('hazard_counties')
      .selectAll()
      .where('source_key', 'in', counties)
      .execute();
    const byKey = new Map(rows.map((row) => [row.source_key, row]));
    for (const fips of counties) {
      batch.lookups.set(
        `hazard_county:${fips}`,
        Promise.resolve(byKey.get(fips)),
      );
    }
  }
  const wanted = places.filter(
    (p) => p.zip && !batch.lookups.has(`crime:${p.zip}:${p.county_fips}`),
  );
  const zips = [...new Set(wanted.map((p) => p.zip!))];
  if (zips.length === 0) return;
  const rows = await db
    .selectFrom('crime_scores')
    .selectAll()
    .where('source_key', 'in', zips)
    .execute();
  const byZip = new Map(rows.map((row) => [row.source_key, row]));
  // A ZIP without scores falls back to its county's, read when asked.
  for (const place of wanted) {
    const row = byZip.get(place.zip!);
    if (row) {
      batch.lookups.set(
        `crime:${place.zip}:${place.county_fips}`,
        Promise.resolve(row),
      );
    }
  }
}

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
  const batched = batches.getStore()?.facts.get(table);
  // A copy: the reports sort what they read.
  if (batched) return [...((batched.get(muns) ?? []) as Tables[T][])];
  const { rows } = await sql<Tables[T]>`select * from ${sql.table(
    table,
  )} where muns = ${muns}`.execute(db);
  return rows;
}

function readImportFiles(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('import_files')
    .select(['id', 'dataset', 'file_name'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The import files of some ids (for the sources of a report). */
export async function importFilesOf(
  db: Db,
  ids: readonly number[],
): Promise<ImportFilesView[]> {
  if (ids.length === 0) return [];
  const batch = batches.getStore();
  if (!batch) return readImportFiles(db, ids);
  const key = (id: number) => `import_file:${id}`;
  const missing = ids.filter((id) => !batch.lookups.has(key(id)));
  if (missing.length > 0) {
    const loading = readImportFiles(db, missing);
    for (const id of missing) {
      batch.lookups.set(
        key(id),
        loading.then((rows) => rows.find((row) => row.id === id)),
      );
    }
  }
  const files = await Promise.all(
    ids.map((id) => batch.lookups.get(key(id)) as Promise<ImportFilesView>),
  );
  return files.filter((file) => file !== undefined);
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
  const batched = batches.getStore()?.facts.get('search_company_brokers');
  const rows = batched
    ? ((batched.get(muns) ?? []) as SearchCompanyBrokersView[])
    : await db
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
  return lookup(`hazard_county:${countyFips}`, () =>
    db
      .selectFrom('hazard_counties')
      .selectAll()
      .where('source_key', '=', countyFips)
      .executeTakeFirst(),
  );
}

/**
 * The crime scores of a ZIP (its key); without one, the ZIP of the same
 * county with the highest index, as the search's crime level reads it.
 */
export function crimeScoresOf(
  db: Db,
  zip: string | null,
  countyFips: string | null,
) {
  return lookup(`crime:${zip}:${countyFips}`, () =>
    readCrimeScores(db, zip, countyFips),
  );
}

async function readCrimeScores(
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
