// properties.csv (docs/data/properties.md).
export const PROPERTIES_HEADER = [
  'PROPERTY_ID',
  'APN',
  'OWNER_NAME',
  'SITUS_ADDRESS',
  'SITUS_CITY',
  'SITUS_STATE',
  'SITUS_ZIP',
  'LAND_USE_CODE',
  'LAND_USE_DESC',
  'LOT_SIZE_SQFT',
  'BUILDING_AREA_SQFT',
  'YEAR_BUILT',
  'EFFECTIVE_YEAR_BUILT',
  'STORIES',
  'UNITS',
  'CONSTRUCTION_CLASS',
  'ASSESSED_LAND_VALUE',
  'ASSESSED_IMPROVEMENT_VALUE',
  'ASSESSED_TOTAL_VALUE',
  'LAST_SALE_DATE',
  'LAST_SALE_PRICE',
  'TAX_AMOUNT',
  'TAX_YEAR',
  'AS_OF_DATE',
] as const;

// wc_policies.csv (docs/data/wc-policies.md).
export const WC_POLICIES_HEADER = [
  'POLICY_RECORD_ID',
  'EMPLOYER_NAME',
  'EMPLOYER_DBA',
  'FEIN',
  'ADDRESS',
  'CITY',
  'STATE',
  'ZIP',
  'CARRIER_NAME',
  'CARRIER_NAIC',
  'POLICY_NUMBER',
  'EFFECTIVE_DATE',
  'EXPIRATION_DATE',
  'CANCELLATION_DATE',
  'REINSTATEMENT_DATE',
  'COVERAGE_STATUS',
  'GOVERNING_CLASS_CODE',
  'EXPERIENCE_MOD',
  'ESTIMATED_PREMIUM',
  'PEO_NAME',
  'SELF_INSURED',
  'AS_OF_DATE',
] as const;

// contacts.csv (docs/data/contacts.md).
export const CONTACTS_HEADER = [
  'CONTACT_ID',
  'COMPANY_NAME',
  'COMPANY_ADDRESS',
  'COMPANY_CITY',
  'COMPANY_STATE',
  'COMPANY_ZIP',
  'COMPANY_FEIN',
  'FIRST_NAME',
  'LAST_NAME',
  'TITLE',
  'DEPARTMENT',
  'SENIORITY',
  'EMAIL',
  'PHONE',
  'LINKEDIN_URL',
  'SOURCE',
  'VERIFIED_DATE',
] as const;

// crime_scores.csv (docs/data/crime-scores.md).
export const CRIME_SCORES_HEADER = [
  'ZIP',
  'STCOFIPS',
  'STATE',
  'CRIME_INDEX',
  'VIOLENT_CRIME_INDEX',
  'PROPERTY_CRIME_INDEX',
  'CRIME_RATING',
  'DATA_YEAR',
  'AS_OF_DATE',
] as const;

// firmographics.csv (docs/data/firmographics.md).
export const FIRMOGRAPHICS_HEADER = [
  'RECORD_ID',
  'COMPANY_NAME',
  'DBA_NAME',
  'ADDRESS',
  'CITY',
  'STATE',
  'ZIP',
  'FEIN',
  'PHONE',
  'WEBSITE',
  'NAICS',
  'EMPLOYEES',
  'ANNUAL_REVENUE',
  'YEAR_FOUNDED',
  'AS_OF_DATE',
] as const;

// truth.csv: the true company of every company-level row.
export const TRUTH_HEADER = ['DATASET', 'RECORD_KEY', 'COMPANY_ID'] as const;
