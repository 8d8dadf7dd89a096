import type { CompanyReportName, Module, UserInfo } from '@edge/contracts';
import type { Db } from '../../../db/database';
import { findCompanies, type CompaniesView } from '../../companies/index';
import {
  contactsReportFor,
  prefetchPlaces,
  REPORT_LOADERS,
  withFactBatch,
  type BatchTable,
  type FactBatch,
} from '../../company-reports/index';
import { timeSlices } from '../../../shared/next-turn';
import type { Cell } from '../table-file';
import { EB_PROFILE_COLUMNS, EB_PROFILE_REPORTS } from './profile-eb';
import { PC_PROFILE_COLUMNS, PC_PROFILE_REPORTS } from './profile-pc';

// The tables the module's reports read by company, read once per batch.
const TABLES: Record<Module, readonly BatchTable[]> = {
  pc: [
    'osha_inspections',
    'osha_violations',
    'whd_cases',
    'motor_carriers',
    'properties',
    'wc_policies',
    'contacts',
  ],
  eb: [
    'filings',
    'insurance_contracts',
    'contract_brokers',
    'plan_financials',
    'search_company_brokers',
    'contacts',
  ],
};

const PROFILES = {
  pc: { reports: PC_PROFILE_REPORTS, columns: PC_PROFILE_COLUMNS },
  eb: { reports: EB_PROFILE_REPORTS, columns: EB_PROFILE_COLUMNS },
} as const;

/** Which reports to load of each company, and the tables they read. */
export interface ReportSet {
  reports: readonly CompanyReportName[];
  tables: readonly BatchTable[];
}

/** The reports of a module's full profile. */
export const profileReports = (module: Module): ReportSet => ({
  reports: PROFILES[module].reports,
  tables: TABLES[module],
});

/** The header of a module's full profile. */
export const profileHeader = (module: Module): string[] =>
  PROFILES[module].columns.map((c) => c.label);

/** A company with the reports its profile row is written from. */
export type CompanyReports = { company: CompaniesView } & Record<
  string,
  unknown
>;

/** What an export's reader may read of a report (premium contacts). */
export type ReportReader = Pick<
  UserInfo,
  'account_type' | 'zywave_is_premium_contacts'
>;

/**
 * Each company's record and the module's reports, by the same loaders
 * the dashboard's API answers with, their facts read one query per table
 * for the whole batch, shaped for `reader` as the API shapes them.
 * Companies come back in the order of `muns`.
 */
export async function reportsOfCompanies(
  db: Db,
  batch: FactBatch,
  { reports, tables }: ReportSet,
  muns: readonly string[],
  reader: ReportReader,
): Promise<CompanyReports[]> {
  const companies = await findCompanies(db, muns);
  const found = new Map(companies.map((c) => [c.muns, c]));
  if (reports.includes('hazards')) {
    await prefetchPlaces(db, batch, companies);
  }
  return withFactBatch(db, batch, tables, muns, async () => {
    const out: CompanyReports[] = [];
    // Searches and pages keep being answered while an export runs.
    const turn = timeSlices();
    for (const key of muns) {
      await turn();
      const company = found.get(key);
      if (!company) continue;
      const answers = await Promise.all(
        reports.map(async (name) => {
          const answer = await REPORT_LOADERS[name](db, company);
          return name === 'contacts'
            ? contactsReportFor(answer as never, reader)
            : answer;
        }),
      );
      out.push({
        company,
        ...Object.fromEntries(reports.map((name, i) => [name, answers[i]])),
      });
    }
    return out;
  });
}

/** The full-profile rows of some companies of a module. */
export function profileRows(
  module: Module,
  companies: readonly CompanyReports[],
): Cell[][] {
  // Each row holds exactly the reports its module's columns read.
  const columns = PROFILES[module].columns as unknown as readonly {
    value: (r: CompanyReports) => Cell;
  }[];
  return companies.map((company) => columns.map((c) => c.value(company)));
}
