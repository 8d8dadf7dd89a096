/** Every table the importers write facts to (migrations 0004 to 0006). */
export const FACT_TABLES = [
  'company_addresses',
  'filings',
  'insurance_contracts',
  'contract_brokers',
  'service_providers',
  'service_provider_codes',
  'plan_financials',
  'osha_inspections',
  'osha_violations',
  'whd_cases',
  'motor_carriers',
  'properties',
  'hazard_counties',
  'crime_scores',
  'wc_policies',
  'contacts',
  'company_profiles',
] as const;
export type FactTable = (typeof FACT_TABLES)[number];
