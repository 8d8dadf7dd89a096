import type { Db } from '../../db/database';
import type { DetailsFactTable } from './company-details.table';

/** The newest import file, source year and as-of date of one group of rows. */
export interface Currency {
  file_id: number | null;
  year: number | null;
  as_of_date: string | null;
}

const toCurrency = (row: {
  file_id: unknown;
  year: unknown;
  as_of_date: string | null;
}): Currency => ({
  file_id: row.file_id === null ? null : Number(row.file_id),
  year: row.year === null ? null : Number(row.year),
  as_of_date: row.as_of_date,
});

/** How current a company's rows of one fact table are (by the muns index). */
export async function factCurrency(
  db: Db,
  table: DetailsFactTable,
  muns: string,
): Promise<Currency> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.max('import_file_id').as('file_id'),
      eb.fn.max('source_year').as('year'),
      eb.fn.max('as_of_date').as('as_of_date'),
    ])
    .where('muns', '=', muns)
    .executeTakeFirstOrThrow();
  return toCurrency(row);
}

/** How current a company's addresses are, per dataset that gives one. */
export async function addressCurrency(
  db: Db,
  muns: string,
): Promise<(Currency & { dataset: string })[]> {
  const rows = await db
    .selectFrom('company_addresses')
    .select((eb) => [
      'dataset',
      eb.fn.max('import_file_id').as('file_id'),
      eb.fn.max('source_year').as('year'),
      eb.fn.max('as_of_date').as('as_of_date'),
    ])
    .where('muns', '=', muns)
    .where('dataset', 'is not', null)
    .groupBy('dataset')
    .orderBy('dataset')
    .execute();
  return rows.map((row) => ({ dataset: row.dataset!, ...toCurrency(row) }));
}

/** File names of import files by id. */
export async function fileNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('import_files')
    .select(['id', 'file_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.file_name]));
}

/** The dataset's newest finished import, for a company with no rows of it. */
export async function latestImport(db: Db, dataset: string) {
  return db
    .selectFrom('import_files')
    .select(['id', 'file_name', 'as_of_date'])
    .where('dataset', '=', dataset)
    .where('status', '=', 'done')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
