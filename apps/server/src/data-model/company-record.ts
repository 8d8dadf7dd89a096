// The company master (migration 0004): the importers write it, the
// modules read it.

/** A row of the companies table, as the importers handle it. */
export interface CompanyRecord {
  muns: string;
  name: string;
  name_key: string;
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
}
