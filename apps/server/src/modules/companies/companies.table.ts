// The company master (migration 0004), written by the importers; the
// companies module only reads it.

export type CompaniesView = {
  muns: string;
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
  employees: number | null;
  revenue: number | null;
  phone: string | null;
  website: string | null;
  ein: string | null;
  year_founded: number | null;
  source_dataset: string;
  created_file_id: number;
  updated_file_id: number;
};

export type CompanyTables = {
  companies: CompaniesView;
};
