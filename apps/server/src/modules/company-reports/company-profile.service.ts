import {
  hasPremiumContacts,
  withoutPremiumFields,
  type CompanyProfile,
  type ContactsReport,
  type UserInfo,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import {
  modulesForState,
  requireCompany,
  type CompaniesView,
  type CompanyUser,
} from '../companies/index';
import { countCompanyAddresses } from '../company-details/index';
import { addressesByFile, factsOf } from './company-reports.repository';
import { bySeniority, contactOf } from './contacts.repository';
import { countyNameOf, naicsTitleOf } from './place-names';
import { sourcesOf } from './report-sources.service';
import { roundCoordinate } from './report-values';

/**
 * GET /api/v1/companies/:muns: the company master row. Its sources are the
 * datasets whose rows named the company (one address row each).
 */
export async function getCompanyProfile(
  db: Db,
  user: CompanyUser,
  muns: string,
): Promise<CompanyProfile> {
  const company = await requireCompany(db, user, muns, 'any');
  const [addresses, places] = await Promise.all([
    addressesByFile(db, company.muns),
    countCompanyAddresses(db, company.muns),
  ]);
  return {
    muns: company.muns,
    sources: await sourcesOf(db, addresses),
    ...masterFields(company),
    // The alternate-addresses page lists each place once (its sources
    // beside it): the link counts what it lists.
    alternate_addresses: places,
    modules: modulesForState(user, company.state),
  };
}

function masterFields(company: CompaniesView) {
  return {
    entity_name: company.name,
    dba_name: company.dba_name,
    address: company.address,
    city: company.city,
    state: company.state,
    zip: company.zip,
    county_fips: company.county_fips,
    county_name: countyNameOf(company.county_fips),
    latitude: roundCoordinate(company.latitude),
    longitude: roundCoordinate(company.longitude),
    naics: company.naics,
    naics_title: naicsTitleOf(company.naics),
    employees: company.employees,
    revenue: company.revenue,
    phone: company.phone,
    website: company.website,
    ein: company.ein,
    year_founded: company.year_founded,
  };
}

/** .../reports/contacts: most senior first, then by name. */
export async function contactsReport(
  db: Db,
  company: CompaniesView,
): Promise<ContactsReport> {
  const rows = await factsOf(db, 'contacts', company.muns);
  rows.sort(bySeniority);
  return {
    muns: company.muns,
    sources: await sourcesOf(db, rows),
    has_premium_fields: true,
    contacts: rows.map(contactOf),
  };
}

/**
 * The contacts report as a user may read it: without the premium fields
 * (e-mail, phone, LinkedIn) unless the user has premium contacts
 * (contracts' partner-licences.ts). The API, the exports and the
 * Dashboard PDF all pass their reports through it.
 */
export function contactsReportFor(
  report: ContactsReport,
  user: Pick<UserInfo, 'account_type' | 'zywave_is_premium_contacts'>,
): ContactsReport {
  if (hasPremiumContacts(user)) return report;
  return {
    ...report,
    has_premium_fields: false,
    contacts: report.contacts.map(withoutPremiumFields),
  };
}
