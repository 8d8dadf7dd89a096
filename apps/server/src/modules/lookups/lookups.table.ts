// The columns of imported data this module reads (migrations 0004 and
// 0005). The importer owns and writes these tables; lookups only read.

export type ImportFilesView = {
  id: number;
  finished_at: string | null;
};

export type CompaniesView = {
  muns: string;
  state: string;
  naics: string | null;
};

export type InsuranceContractsView = {
  muns: string | null;
  carrier_name: string | null;
  carrier_name_normalized: string | null;
};

export type ContractBrokersView = {
  muns: string | null;
  broker_name: string | null;
  broker_name_normalized: string | null;
};

export type LookupTables = {
  import_files: ImportFilesView;
  companies: CompaniesView;
  insurance_contracts: InsuranceContractsView;
  contract_brokers: ContractBrokersView;
};
