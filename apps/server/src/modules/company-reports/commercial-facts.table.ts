// Commercial facts the reports read (migration 0006).
import type { FactColumns } from './company-reports.table';

type Address<P extends string = ''> = {
  [K in `${P}address` | `${P}city` | `${P}state` | `${P}zip`]: string | null;
};

export type PropertiesView = FactColumns &
  Address & {
    apn: string | null;
    owner_name: string | null;
    land_use_code: string | null;
    land_use: string | null;
    lot_size_sqft: number | null;
    building_area_sqft: number | null;
    year_built: number | null;
    effective_year_built: number | null;
    stories: number | null;
    units: number | null;
    construction_class: string | null;
    assessed_land_value: number | null;
    assessed_improvement_value: number | null;
    assessed_total_value: number | null;
    last_sale_date: string | null;
    last_sale_price: number | null;
    tax_amount: number | null;
    tax_year: number | null;
  };

/** The NRI hazards the reports show (HAZARD_GROUPS). */
export type NriHazard =
  | 'cfld'
  | 'rfld'
  | 'wfir'
  | 'hrcn'
  | 'trnd'
  | 'swnd'
  | 'hail'
  | 'erqk'
  | 'lnds';

// One NRI county row: per hazard `<key>_score` and `<key>_rating`.
export type HazardCountiesView = FactColumns & {
  county: string | null;
  risk_score: number | null;
  risk_rating: string | null;
  eal_score: number | null;
  eal_rating: string | null;
} & { [K in NriHazard as `${K}_score`]: number | null } & {
  [K in NriHazard as `${K}_rating`]: string | null;
};

export type CrimeScoresView = FactColumns & {
  county_fips: string | null;
  crime_index: number | null;
  violent_crime_index: number | null;
  property_crime_index: number | null;
  crime_rating: string | null;
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

export type WcPoliciesView = FactColumns & {
  policy_number: string | null;
  carrier_name: string | null;
  carrier_naic: string | null;
  effective_date: string | null;
  expiration_date: string | null;
  cancellation_date: string | null;
  reinstatement_date: string | null;
  coverage_status: string | null;
  class_code: string | null;
  experience_mod: number | null;
  estimated_premium: number | null;
  peo_name: string | null;
  self_insured: number | null;
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

export type CommercialTables = {
  properties: PropertiesView;
  hazard_counties: HazardCountiesView;
  crime_scores: CrimeScoresView;
  motor_carriers: MotorCarriersView;
  wc_policies: WcPoliciesView;
  osha_inspections: OshaInspectionsView;
  osha_violations: OshaViolationsView;
  whd_cases: WhdCasesView;
};
