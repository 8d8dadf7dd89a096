import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CoverageTable } from './dataset-catalogue';

/** A finished import of one file. */
export interface FinishedImport {
  id: number;
  dataset: string;
  file_name: string;
  as_of_date: string | null;
  finished_at: string;
}

/** Every import that ran to the end, oldest first. */
export async function finishedImports(db: Db): Promise<FinishedImport[]> {
  const rows = await db
    .selectFrom('import_files')
    .select(['id', 'dataset', 'file_name', 'as_of_date', 'finished_at'])
    .where('status', '=', 'done')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    finished_at: row.finished_at ?? '',
  }));
}

/** What one dataset's rows reach: companies, and their latest year. */
export interface Reach {
  companies: number;
  latest_year: number | null;
}

const toReach = (row: { companies: unknown; latest_year: unknown }): Reach => ({
  companies: Number(row.companies ?? 0),
  latest_year: row.latest_year === null ? null : Number(row.latest_year),
});

/**
 * Per dataset whose finished files wrote rows of `table`: the distinct
 * companies of those rows and their latest source year. A row belongs to
 * the dataset of the file that last wrote it.
 */
export async function reachByDataset(
  db: Db,
  table: CoverageTable,
): Promise<Map<string, Reach>> {
  const { rows } = await sql<{
    dataset: string;
    companies: unknown;
    latest_year: unknown;
  }>`
    select f.dataset as dataset,
           count(distinct t.muns) as companies,
           max(t.source_year) as latest_year
      from ${sql.table(table)} t
      join import_files f on f.id = t.import_file_id
     where f.status = 'done' and t.muns is not null
     group by f.dataset`.execute(db);
  return new Map(rows.map((row) => [row.dataset, toReach(row)]));
}

/** Companies in a county the National Risk Index rates. */
export async function countyReach(db: Db): Promise<Reach> {
  const { rows } = await sql<{ companies: unknown; latest_year: unknown }>`
    select (select count(*) from companies c
             where c.county_fips in (select source_key from hazard_counties))
             as companies,
           (select max(source_year) from hazard_counties) as latest_year`.execute(
    db,
  );
  return toReach(rows[0]!);
}

/**
 * Companies with crime scores: of their ZIP code, or else of another ZIP
 * code of their county, as the Hazards report reads them.
 */
export async function zipReach(db: Db): Promise<Reach> {
  const { rows } = await sql<{ companies: unknown; latest_year: unknown }>`
    select (select count(*) from companies c
             where c.zip in (select source_key from crime_scores)
                or c.county_fips in (select county_fips from crime_scores
                                      where county_fips is not null))
             as companies,
           (select max(source_year) from crime_scores) as latest_year`.execute(
    db,
  );
  return toReach(rows[0]!);
}

/** Every company in the database. */
export async function countCompanies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
