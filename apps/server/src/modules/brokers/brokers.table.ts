// The columns this module reads: the search projection (migration 0007,
// rebuilt after every import) and the Schedule A facts (migration 0005).
// Other code writes these tables; brokers only reads.

export type SearchBrokersView = {
  msid: string;
  name: string | null;
  name_normalized: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  client_count: number;
};

export type SearchCompanyBrokersView = {
  muns: string;
  msid: string;
};

export type SearchCompaniesView = {
  muns: string;
  sort_name: string;
  name: string;
  city: string | null;
  state: string;
  employees: number | null;
  participants: number | null;
  premium: number | null;
  renewal_months: number;
  carrier: string | null;
};

export type InsuranceContractsView = {
  source_key: string;
  muns: string | null;
  source_year: number | null;
  ack_id: string | null;
  form_id: number | null;
  carrier_name_normalized: string | null;
  persons_covered: number | null;
  renewal_month: number | null;
  lines: string | null;
  premium: number | null;
};

export type ContractBrokersView = {
  muns: string | null;
  ack_id: string | null;
  form_id: number | null;
  broker_name_normalized: string | null;
  commission: number | null;
  fees: number | null;
};

export type SearchMetaView = {
  key: string;
  value: string | null;
};

export type BrokerTables = {
  search_meta: SearchMetaView;
  search_brokers: SearchBrokersView;
  search_company_brokers: SearchCompanyBrokersView;
  search_companies: SearchCompaniesView;
  insurance_contracts: InsuranceContractsView;
  contract_brokers: ContractBrokersView;
};
