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
