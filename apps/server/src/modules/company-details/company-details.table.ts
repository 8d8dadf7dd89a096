// The columns this module reads: imported facts (migrations 0004 and 0006)
// and the import bookkeeping. The importers write them; details only reads.

/** What every fact table has (createFactTable): provenance and currency. */
export type FactView = {
  source_key: string;
  muns: string | null;
  import_file_id: number;
  source_year: number | null;
  as_of_date: string | null;
};

export type OshaInspectionsView = FactView & {
  activity_nr: string | null;
  estab_name: string | null;
  site_address: string | null;
  site_city: string | null;
  site_state: string | null;
  site_zip: string | null;
  naics: string | null;
  inspection_type: string | null;
  inspection_scope: string | null;
  safety_health: string | null;
  union_status: string | null;
  employees_in_establishment: number | null;
  open_date: string | null;
  close_case_date: string | null;
};

export type OshaViolationsView = FactView & {
  activity_nr: string | null;
  citation_id: string | null;
  standard: string | null;
  violation_type: string | null;
  issuance_date: string | null;
  abate_date: string | null;
  initial_penalty: number | null;
  current_penalty: number | null;
  instances: number | null;
  exposed: number | null;
  gravity: number | null;
};

export type WhdCasesView = FactView & {
  case_id: string | null;
  trade_name: string | null;
  legal_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  naics: string | null;
  naics_description: string | null;
  findings_start_date: string | null;
  findings_end_date: string | null;
  violations: number | null;
  employees_violated: number | null;
  back_wages: number | null;
  employees_paid: number | null;
  civil_penalties: number | null;
  flsa_violations: number | null;
  flsa_back_wages: number | null;
  flsa_repeat_violator: string | null;
  child_labor_violations: number | null;
  child_labor_minors: number | null;
};

export type MotorCarriersView = FactView & {
  dot_number: string | null;
  legal_name: string | null;
  dba_name: string | null;
  carrier_operation: string | null;
  hazmat: number | null;
  passenger: number | null;
  phy_address: string | null;
  phy_city: string | null;
  phy_state: string | null;
  phy_zip: string | null;
  telephone: string | null;
  email: string | null;
  mcs150_date: string | null;
  mcs150_mileage: number | null;
  mcs150_mileage_year: number | null;
  add_date: string | null;
  power_units: number | null;
  drivers: number | null;
  operations: string | null;
};

export type CompanyAddressesView = FactView & {
  dataset: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county_fips: string | null;
};

export type ImportFilesView = {
  id: number;
  dataset: string;
  file_name: string;
  status: string;
  as_of_date: string | null;
};

export type CompanyDetailsTables = {
  osha_inspections: OshaInspectionsView;
  osha_violations: OshaViolationsView;
  whd_cases: WhdCasesView;
  motor_carriers: MotorCarriersView;
  company_addresses: CompanyAddressesView;
  import_files: ImportFilesView;
};

/** The fact tables a details page reads, by their common columns. */
export type DetailsFactTable = Exclude<
  keyof CompanyDetailsTables,
  'import_files'
>;
