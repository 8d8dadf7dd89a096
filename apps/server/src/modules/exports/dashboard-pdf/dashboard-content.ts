import type { CompanyProfile, Module, UserInfo } from '@edge/contracts';
import type { Db } from '../../../db/database';
import { requireCompany, type CompanyUser } from '../../companies/index';
import {
  contactsReportFor,
  getCompanyProfile,
  REPORT_LOADERS,
} from '../../company-reports/index';
import { dashboardReportNames, type LoadedReport } from './report-printers';

/** What a dashboard PDF prints: the company and its module's reports. */
export interface DashboardContent {
  module: Module;
  profile: CompanyProfile;
  reports: LoadedReport[];
}

/**
 * The company's dashboard in a module, read as its API answers it: the
 * company must be in the module's permitted states (403 or 404 as the
 * company routes answer), and only the module's reports are read.
 */
export async function loadDashboard(
  db: Db,
  user: CompanyUser &
    Pick<UserInfo, 'account_type' | 'zywave_is_premium_contacts'>,
  module: Module,
  muns: string,
): Promise<DashboardContent> {
  const company = await requireCompany(db, user, muns, module);
  const profile = await getCompanyProfile(db, user, company.muns);
  const reports: LoadedReport[] = [];
  for (const name of dashboardReportNames(module)) {
    const data = await REPORT_LOADERS[name](db, company);
    // Contacts as the user may read them (their premium fields).
    reports.push({
      name,
      data: name === 'contacts' ? contactsReportFor(data as never, user) : data,
    } as LoadedReport);
  }
  return { module, profile, reports };
}
