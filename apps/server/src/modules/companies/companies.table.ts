// The company master (migration 0004), written by the importers; the
// companies module only reads it, as the importers' row type says.
import type { CompanyRecord } from '../../data-model/company-record';

export type CompaniesView = CompanyRecord;

export type CompanyTables = {
  companies: CompaniesView;
};
