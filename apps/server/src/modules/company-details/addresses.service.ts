import {
  hasModule,
  type CompanyAddress,
  type CompanyAddressesQuery,
  type CompanyAddressesResponse,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import {
  datasetLabel,
  requireCompany,
  type CompaniesView,
  type CompanyUser,
} from '../companies/index';
import { countyName } from '../lookups/index';
import {
  groupAddresses,
  pageOfAddresses,
  placeKey,
  type AddressGroup,
} from './address-groups';
import { listAddressRows } from './addresses.repository';
import { toDetailsCompany } from './details-company';
import { pageRequest } from './paging';
import { addressSources } from './sources.service';

function toAddress(
  { newest, rows }: AddressGroup,
  company: CompaniesView,
): CompanyAddress {
  return {
    id: newest.source_key,
    sources: rows.map((row) => ({
      dataset: row.dataset ?? '',
      label: datasetLabel(row.dataset ?? ''),
      as_of_date: row.as_of_date,
    })),
    address: newest.address,
    city: newest.city,
    state: newest.state,
    zip: newest.zip,
    county_fips: newest.county_fips,
    county_name: newest.county_fips ? countyName(newest.county_fips) : null,
    as_of_date: newest.as_of_date,
    is_main: placeKey(newest) === placeKey(company),
  };
}

/** GET /api/v1/companies/:muns/addresses?module=pc|eb. */
export async function listCompanyAddresses(
  db: Db,
  user: CompanyUser,
  muns: string,
  query: CompanyAddressesQuery,
): Promise<CompanyAddressesResponse> {
  // SPEC §5: the page's module needs its product.
  if (!hasModule(user.products, query.module)) throw new ForbiddenError();
  const company = await requireCompany(db, user, muns, query.module);
  const [rows, sources] = await Promise.all([
    listAddressRows(db, company.muns),
    addressSources(db, company.muns),
  ]);
  const addresses = groupAddresses(rows).map((group) =>
    toAddress(group, company),
  );
  return {
    company: toDetailsCompany(company),
    sources,
    total: addresses.length,
    page: query.page,
    pageSize: query.pageSize,
    rows: pageOfAddresses(addresses, pageRequest(query)),
  };
}

/** How many places the sources give the company, each counted once. */
export async function countCompanyAddresses(
  db: Db,
  muns: string,
): Promise<number> {
  return groupAddresses(await listAddressRows(db, muns)).length;
}
