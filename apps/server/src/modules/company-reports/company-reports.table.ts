// The columns this module reads. The importers write the fact tables
// (migrations 0004 to 0006) and the search projection (migration 0007);
// the reports only read them. The views of the company facts the details
// pages read too are the companies module's.
import type { FactColumns } from '../companies/index';

export type ImportFilesView = {
  id: number;
  dataset: string;
  file_name: string;
};

export type ContactsView = FactColumns & {
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  department: string | null;
  seniority: string | null;
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
  source: string | null;
};

// A company's brokers with their msid, keyed by (muns, msid).
export type SearchCompanyBrokersView = {
  muns: string;
  msid: string;
  broker_name_normalized: string | null;
};

export type CompanyReportTables = {
  import_files: ImportFilesView;
  contacts: ContactsView;
  search_company_brokers: SearchCompanyBrokersView;
};
