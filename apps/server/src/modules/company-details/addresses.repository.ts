import type { CompanyAddressSortField } from '@edge/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CompanyDetailsTables } from './company-details.table';
import { datasetLabels } from '../companies/index';
import { listPage, type PageRequest, type SortKey } from './paging';

const view = (db: Db) => db.withTables<CompanyDetailsTables>();

const addresses = (db: Db, muns: string) =>
  view(db).selectFrom('company_addresses').where('muns', '=', muns);

// The source column shows labels, so it sorts by them, not by the
// datasets' machine names.
const sourceLabel = sql`case dataset ${sql.join(
  datasetLabels().map(([dataset, label]) => sql`when ${dataset} then ${label}`),
  sql` `,
)} else dataset end`;

const ADDRESS_KEYS: Record<CompanyAddressSortField, SortKey> = {
  source: sourceLabel,
  address: sql`address`,
  city: sql`city`,
  state: sql`state`,
  zip: sql`zip`,
  as_of_date: sql`as_of_date`,
};

/** One page of every address the sources give the company. */
export function listAddresses(
  db: Db,
  muns: string,
  page: PageRequest<CompanyAddressSortField>,
) {
  return listPage(
    addresses(db, muns).select([
      'source_key',
      'dataset',
      'address',
      'city',
      'state',
      'zip',
      'county_fips',
      'as_of_date',
    ]),
    ADDRESS_KEYS,
    page,
  );
}

export async function countAddresses(db: Db, muns: string): Promise<number> {
  const row = await addresses(db, muns)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
