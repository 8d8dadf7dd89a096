/** A row of search_companies as the engine reads it. */
export interface ProjectionRow {
  muns: string;
  name: string;
  dba_name: string | null;
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
  website: string | null;
  address_states: string | null;
  activity_date: string | null;
  osha_inspections: number;
  osha_violations: number;
  osha_penalties: number;
  whd_cases: number;
  whd_back_wages: number;
  dot_number: string | null;
  dot_power_units: number | null;
  dot_hazmat: number;
  dot_mcs150_year: number | null;
  property_year_built: number | null;
  flood_level: number;
  fire_level: number;
  wind_level: number;
  ground_level: number;
  crime_level: number;
  wc_carrier: string | null;
  wc_expiration_date: string | null;
  wc_experience_mod: number | null;
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
}

/** The projection columns the engine loads, in one place. */
export const PROJECTION_COLUMNS: readonly (keyof ProjectionRow)[] = [
  'muns',
  'name',
  'dba_name',
  'city',
  'state',
  'zip',
  'county_fips',
  'latitude',
  'longitude',
  'naics',
  'industry',
  'employees',
  'revenue',
  'website',
  'address_states',
  'activity_date',
  'osha_inspections',
  'osha_violations',
  'osha_penalties',
  'whd_cases',
  'whd_back_wages',
  'dot_number',
  'dot_power_units',
  'dot_hazmat',
  'dot_mcs150_year',
  'property_year_built',
  'flood_level',
  'fire_level',
  'wind_level',
  'ground_level',
  'crime_level',
  'wc_carrier',
  'wc_expiration_date',
  'wc_experience_mod',
  'eb_scopes',
  'plan_year',
  'participants',
  'renewal_months',
  'premium',
  'lob_mask',
  'self_funded',
  'lob_other_text',
  'carrier',
  'broker',
];

/** A carrier of one company's contracts. */
export interface CarrierLinkRow {
  muns: string;
  carrier_name: string;
  carrier_name_normalized: string | null;
}

/** A broker of one company's contracts, with the address it filed. */
export interface BrokerLinkRow {
  muns: string;
  msid: string;
  broker_name: string;
  broker_name_normalized: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county_fips: string | null;
}

/** A broker firm with how many companies list it. */
export interface BrokerRow {
  msid: string;
  name: string;
  name_normalized: string | null;
  client_count: number;
}
