import type { Db } from '../../db/database';
import type { CompaniesView } from './companies.table';

/** The company master row of a muns. */
export async function findCompany(
  db: Db,
  muns: string,
): Promise<CompaniesView | undefined> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('muns', '=', muns)
    .executeTakeFirst();
}

/** The company master rows of some muns, in no order. */
export async function findCompanies(
  db: Db,
  muns: readonly string[],
): Promise<CompaniesView[]> {
  if (muns.length === 0) return [];
  return db
    .selectFrom('companies')
    .selectAll()
    .where('muns', 'in', [...muns])
    .execute();
}
