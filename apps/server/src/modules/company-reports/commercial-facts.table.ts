// Commercial facts only the reports read (migration 0006); the OSHA, WHD
// and DOT views are the companies module's (the details pages read them too).
import type { FactColumns } from '../companies/index';

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

export type CommercialTables = {
  properties: PropertiesView;
  hazard_counties: HazardCountiesView;
  crime_scores: CrimeScoresView;
  wc_policies: WcPoliciesView;
};
