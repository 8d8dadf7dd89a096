import {
  hasModule,
  type CompanyAddress,
  type CompanyAddressesQuery,
  type CompanyAddressesResponse,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import {
  requireCompany,
  type CompaniesView,
  type CompanyUser,
} from '../companies/index';
import { countyName } from '../lookups/index';
import { countAddresses, listAddresses } from './addresses.repository';
import { datasetLabel } from '../companies/index';
import { toDetailsCompany } from './details-company';
import { pageRequest } from './paging';
import { addressSources } from './sources.service';

type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

// Spellings differ in case and spacing between sources; ZIP+4 is a ZIP.
const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toUpperCase() ===
  (b ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

const isMain = (row: AddressRow, company: CompaniesView) =>
  same(row.address, company.address) &&
  same(row.city, company.city) &&
  same(row.state, company.state) &&
  same(row.zip?.slice(0, 5) ?? null, company.zip?.slice(0, 5) ?? null);

function toAddress(row: AddressRow, company: CompaniesView): CompanyAddress {
  const dataset = row.dataset ?? '';
  return {
    id: row.source_key,
    dataset,
    source: datasetLabel(dataset),
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    county_fips: row.county_fips,
    county_name: row.county_fips ? countyName(row.county_fips) : null,
    as_of_date: row.as_of_date,
    is_main: isMain(row, company),
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
  const [rows, total, sources] = await Promise.all([
    listAddresses(db, company.muns, pageRequest(query)),
    countAddresses(db, company.muns),
    addressSources(db, company.muns),
  ]);
  return {
    company: toDetailsCompany(company),
    sources,
    total,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map((row) => toAddress(row, company)),
  };
}
