import type { Db } from '../../db/database';
import type { CompaniesView, CompanyTables } from './companies.table';

const view = (db: Db) => db.withTables<CompanyTables>();

/** The company master row of a muns. */
export async function findCompany(
  db: Db,
  muns: string,
): Promise<CompaniesView | undefined> {
  return view(db)
    .selectFrom('companies')
    .selectAll()
    .where('muns', '=', muns)
    .executeTakeFirst();
}
