// The companies module's public surface: the company access rule other
// modules (reports, details, favorites, notes) call.
export {
  modulesForState,
  requireCompanies,
  requireCompany,
} from './company-access';
export type { CompanyUser } from './company-access';
export type { CompaniesView } from './companies.table';
// The fact tables the reports and the details pages both read.
export type {
  CompanyAddressesView,
  CompanyFactTables,
  FactColumns,
  MotorCarriersView,
  OshaInspectionsView,
  OshaViolationsView,
  WhdCasesView,
} from './company-facts.table';
export { CompanyError } from './companies.errors';
export { findCompanies } from './companies.repository';
// The one map of dataset labels and year kinds every company page shows.
export { datasetLabel, datasetLabels, datasetYearKind } from './dataset-labels';
