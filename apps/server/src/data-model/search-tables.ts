// The search projection (migration 0007, docs/data/search-projection.md):
// rebuilt from the imported data after every import, read by search and
// the broker pages. The names are the search engine's contract.

type Address = {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

export type SearchCompaniesTable = {
  muns: string;
  sort_name: string;
  name: string;
  dba_name: string | null;
  address: string | null;
  city: string | null;
  state: string;
  zip: string | null;
  county_fips: string | null;
  latitude: number | null;
  longitude: number | null;
  naics: string | null;
  industry: string | null;
  employees: number | null;
  revenue: number | null;
  phone: string | null;
  website: string | null;
  address_states: string | null;
  activity_date: string | null;
  osha_inspections: number;
  osha_violations: number;
  osha_penalties: number;
  whd_cases: number;
  whd_back_wages: number;
  whd_penalties: number;
  dot_number: string | null;
  dot_power_units: number | null;
  dot_drivers: number | null;
  dot_hazmat: number;
  dot_mcs150_year: number | null;
  property_count: number;
  property_year_built: number | null;
  flood_level: number;
  fire_level: number;
  wind_level: number;
  ground_level: number;
  crime_level: number;
  wc_carrier: string | null;
  wc_expiration_date: string | null;
  wc_experience_mod: number | null;
  wc_premium: number | null;
  eb_scopes: number;
  plan_year: number | null;
  participants: number | null;
  renewal_months: number;
  premium: number | null;
  lob_mask: number;
  self_funded: number;
  lob_other_text: string | null;
  carrier: string | null;
  broker: string | null;
  broker_msid: string | null;
  // Plan criteria (migration 0035, docs/decisions/0039).
  commission: number | null;
  plan_count: number | null;
  funding: number;
  contract_year: number | null;
  carrier_change_from: number | null;
  broker_change_from: number | null;
};

export type SearchCompanyCarriersTable = {
  muns: string;
  carrier_name: string;
  carrier_name_normalized: string | null;
};

export type SearchCompanyBrokersTable = Address & {
  muns: string;
  msid: string;
  broker_name: string | null;
  broker_name_normalized: string | null;
  county_fips: string | null;
};

export type SearchBrokersTable = Address & {
  msid: string;
  name: string | null;
  name_normalized: string | null;
  client_count: number;
};

export type SearchMetaTable = {
  key: string;
  value: string | null;
};

// The market statistics' summary (migration 0032, docs/decisions/0034),
// rebuilt with the projection. A row sums the facts of the companies of
// one cell: `grain` says which of state, naics and band it keeps ('' when
// rolled up); year, dim and level are the figure's own categories (0 or
// '' when unused), m1..m6 its measures.
export type StatisticsSummaryTable = {
  figure: string;
  grain: string;
  state: string;
  naics: string;
  band: string;
  year: number;
  dim: string;
  level: number;
  m1: number;
  m2: number;
  m3: number;
  m4: number;
  m5: number;
  m6: number;
};

export type SearchTables = {
  search_companies: SearchCompaniesTable;
  search_company_carriers: SearchCompanyCarriersTable;
  search_company_brokers: SearchCompanyBrokersTable;
  search_brokers: SearchBrokersTable;
  search_meta: SearchMetaTable;
  statistics_summary: StatisticsSummaryTable;
};
