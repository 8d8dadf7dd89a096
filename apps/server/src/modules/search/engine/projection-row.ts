import type { OpportunityScoresTable } from '../../../data-model/opportunity-tables';
import type {
  SearchCompaniesTable,
  SearchCompanyCarriersTable,
} from '../../../data-model/search-tables';

/** The projection columns the engine loads, in one place. */
export const PROJECTION_COLUMNS = [
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
  'commission',
  'plan_count',
  'funding',
  'contract_year',
  'carrier_change_from',
  'broker_change_from',
] as const satisfies readonly (keyof SearchCompaniesTable)[];

/** A company's stored opportunity scores (docs/decisions/0045). */
export type ScoreRow = Pick<OpportunityScoresTable, 'pc' | 'eb'>;

/** A row of search_companies as the engine reads it. */
export type ProjectionRow = Pick<
  SearchCompaniesTable,
  (typeof PROJECTION_COLUMNS)[number]
>;

/** A carrier of one company's contracts. */
export type CarrierLinkRow = SearchCompanyCarriersTable;

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
