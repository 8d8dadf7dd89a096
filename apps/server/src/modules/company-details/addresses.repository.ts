import type { Db } from '../../db/database';
import type { AddressRow } from './address-groups';

/**
 * Every address row the sources give the company: one per dataset and
 * place (decision 0014), so a company has a few dozen at most.
 */
export function listAddressRows(db: Db, muns: string): Promise<AddressRow[]> {
  return db
    .selectFrom('company_addresses')
    .where('muns', '=', muns)
    .select([
      'source_key',
      'dataset',
      'address',
      'city',
      'state',
      'zip',
      'county_fips',
      'as_of_date',
    ])
    .orderBy('source_key')
    .execute();
}
