// The columns this module reads. The importers write the fact tables
// (migrations 0004 to 0006) and the search projection (migration 0007);
// the reports only read them.

/** The provenance columns every fact table has (decision 0005). */
export type FactColumns = {
  source_key: string;
  muns: string | null;
  import_file_id: number;
  source_year: number | null;
  as_of_date: string | null;
};

export type ImportFilesView = {
  id: number;
  dataset: string;
  file_name: string;
};

export type CompanyAddressesView = FactColumns & {
  dataset: string | null;
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
  company_addresses: CompanyAddressesView;
  contacts: ContactsView;
  search_company_brokers: SearchCompanyBrokersView;
};
