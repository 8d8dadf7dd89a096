// The companies module's public surface: the company access rule other
// modules (reports, details, favorites, notes) call.
export { modulesForState, requireCompany } from './company-access';
export type { CompanyUser } from './company-access';
export type { CompaniesView } from './companies.table';
export { CompanyError } from './companies.errors';
