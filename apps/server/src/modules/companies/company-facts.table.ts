// The company facts more than one module reads: the importers write them
// (migrations 0004 and 0006); the reports and the details pages only read
// them. Each dataset's key (activity_nr, case_id, dot_number) is always
// written: the importers refuse a row without it.

/** The provenance columns every fact table has (decision 0005). */
export type FactColumns = {
  source_key: string;
  muns: string | null;
  import_file_id: number;
  source_year: number | null;
  as_of_date: string | null;
};

type Address<P extends string = ''> = {
  [K in `${P}address` | `${P}city` | `${P}state` | `${P}zip`]: string | null;
};

export type CompanyAddressesView = FactColumns &
  Address & {
    dataset: string | null;
    county_fips: string | null;
  };

export type OshaInspectionsView = FactColumns &
  Address<'site_'> & {
    activity_nr: string;
    estab_name: string | null;
    naics: string | null;
    inspection_type: string | null;
    inspection_scope: string | null;
    safety_health: string | null;
    union_status: string | null;
    employees_in_establishment: number | null;
    open_date: string | null;
    close_case_date: string | null;
  };

export type OshaViolationsView = FactColumns & {
  activity_nr: string;
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

export type WhdCasesView = FactColumns &
  Address & {
    case_id: string;
    trade_name: string | null;
    legal_name: string | null;
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

export type MotorCarriersView = FactColumns &
  Address<'phy_'> & {
    dot_number: string;
    legal_name: string | null;
    dba_name: string | null;
    carrier_operation: string | null;
    hazmat: number | null;
    passenger: number | null;
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

export type CompanyFactTables = {
  company_addresses: CompanyAddressesView;
  osha_inspections: OshaInspectionsView;
  osha_violations: OshaViolationsView;
  whd_cases: WhdCasesView;
  motor_carriers: MotorCarriersView;
};
