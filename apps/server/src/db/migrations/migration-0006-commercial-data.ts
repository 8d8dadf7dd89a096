import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { createFactTable, type ColumnSpec } from './fact-table';

const address = (prefix = ''): ColumnSpec[] => [
  [`${prefix}address`, 'text'],
  [`${prefix}city`, 'text'],
  [`${prefix}state`, 'text'],
  [`${prefix}zip`, 'text'],
];

const OSHA_INSPECTIONS: ColumnSpec[] = [
  ['activity_nr', 'text'],
  ['estab_name', 'text'],
  ...address('site_'),
  ['naics', 'text'],
  ['sic', 'text'],
  ['owner_type', 'text'],
  ['inspection_type', 'text'],
  ['inspection_scope', 'text'],
  ['safety_health', 'text'],
  ['union_status', 'text'],
  ['employees_in_establishment', 'int'],
  ['open_date', 'text'],
  ['close_case_date', 'text'],
];

const OSHA_VIOLATIONS: ColumnSpec[] = [
  ['activity_nr', 'text'],
  ['citation_id', 'text'],
  ['standard', 'text'],
  ['violation_type', 'text'],
  ['issuance_date', 'text'],
  ['abate_date', 'text'],
  ['initial_penalty', 'num'],
  ['current_penalty', 'num'],
  ['instances', 'int'],
  ['exposed', 'int'],
  ['gravity', 'int'],
];

const WHD_CASES: ColumnSpec[] = [
  ['case_id', 'text'],
  ['trade_name', 'text'],
  ['legal_name', 'text'],
  ...address(),
  ['naics', 'text'],
  ['naics_description', 'text'],
  ['findings_start_date', 'text'],
  ['findings_end_date', 'text'],
  ['violations', 'int'],
  ['employees_violated', 'int'],
  ['back_wages', 'num'],
  ['employees_paid', 'int'],
  ['civil_penalties', 'num'],
  ['flsa_violations', 'int'],
  ['flsa_back_wages', 'num'],
  ['flsa_repeat_violator', 'text'],
  ['child_labor_violations', 'int'],
  ['child_labor_minors', 'int'],
];

const MOTOR_CARRIERS: ColumnSpec[] = [
  ['dot_number', 'text'],
  ['legal_name', 'text'],
  ['dba_name', 'text'],
  ['carrier_operation', 'text'],
  ['hazmat', 'int'],
  ['passenger', 'int'],
  ...address('phy_'),
  ...address('mailing_'),
  ['telephone', 'text'],
  ['email', 'text'],
  ['mcs150_date', 'text'],
  ['mcs150_mileage', 'int'],
  ['mcs150_mileage_year', 'int'],
  ['add_date', 'text'],
  ['power_units', 'int'],
  ['drivers', 'int'],
  ['operations', 'text'],
];

const PROPERTIES: ColumnSpec[] = [
  ['apn', 'text'],
  ['owner_name', 'text'],
  ...address(),
  ['land_use_code', 'text'],
  ['land_use', 'text'],
  ['lot_size_sqft', 'num'],
  ['building_area_sqft', 'num'],
  ['year_built', 'int'],
  ['effective_year_built', 'int'],
  ['stories', 'int'],
  ['units', 'int'],
  ['construction_class', 'text'],
  ['assessed_land_value', 'num'],
  ['assessed_improvement_value', 'num'],
  ['assessed_total_value', 'num'],
  ['last_sale_date', 'text'],
  ['last_sale_price', 'num'],
  ['tax_amount', 'num'],
  ['tax_year', 'int'],
];

const HAZARD_GROUP_COLUMNS: ColumnSpec[] = [
  'cfld',
  'rfld',
  'wfir',
  'hrcn',
  'trnd',
  'swnd',
  'hail',
  'erqk',
  'lnds',
].flatMap((hazard): ColumnSpec[] => [
  [`${hazard}_score`, 'num'],
  [`${hazard}_rating`, 'text'],
]);

const HAZARD_COUNTIES: ColumnSpec[] = [
  ['state', 'text'],
  ['county', 'text'],
  ['risk_score', 'num'],
  ['risk_rating', 'text'],
  ['eal_score', 'num'],
  ['eal_rating', 'text'],
  ['nri_version', 'text'],
  ...HAZARD_GROUP_COLUMNS,
];

const CRIME_SCORES: ColumnSpec[] = [
  ['county_fips', 'text'],
  ['state', 'text'],
  ['crime_index', 'num'],
  ['violent_crime_index', 'num'],
  ['property_crime_index', 'num'],
  ['crime_rating', 'text'],
];

const WC_POLICIES: ColumnSpec[] = [
  ['employer_name', 'text'],
  ['fein', 'text'],
  ['carrier_name', 'text'],
  ['carrier_naic', 'text'],
  ['policy_number', 'text'],
  ['effective_date', 'text'],
  ['expiration_date', 'text'],
  ['cancellation_date', 'text'],
  ['reinstatement_date', 'text'],
  ['coverage_status', 'text'],
  ['class_code', 'text'],
  ['experience_mod', 'num'],
  ['estimated_premium', 'num'],
  ['peo_name', 'text'],
  ['self_insured', 'int'],
];

const CONTACTS: ColumnSpec[] = [
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['title', 'text'],
  ['department', 'text'],
  ['seniority', 'text'],
  ['email', 'text'],
  ['phone', 'text'],
  ['linkedin_url', 'text'],
  ['source', 'text'],
];

const COMPANY_PROFILES: ColumnSpec[] = [
  ['company_name', 'text'],
  ['phone', 'text'],
  ['website', 'text'],
  ['naics', 'text'],
  ['employees', 'int'],
  ['revenue', 'num'],
  ['year_founded', 'int'],
];

/** OSHA, WHD, DOT, property, hazard, WC and contact data (ARCHITECTURE §4). */
export function commercialData(dialect: DbDialect): Migration {
  const tables: [string, ColumnSpec[], string[][]][] = [
    ['osha_inspections', OSHA_INSPECTIONS, [['open_date']]],
    ['osha_violations', OSHA_VIOLATIONS, [['activity_nr']]],
    ['whd_cases', WHD_CASES, [['findings_end_date']]],
    ['motor_carriers', MOTOR_CARRIERS, [['dot_number']]],
    ['properties', PROPERTIES, [['year_built']]],
    ['hazard_counties', HAZARD_COUNTIES, []],
    ['crime_scores', CRIME_SCORES, [['county_fips']]],
    ['wc_policies', WC_POLICIES, [['expiration_date']]],
    ['contacts', CONTACTS, []],
    ['company_profiles', COMPANY_PROFILES, []],
  ];
  return {
    async up(db) {
      for (const [name, columns, indexes] of tables) {
        await createFactTable(db, dialect, name, columns, indexes);
      }
    },
    async down(db) {
      for (const [name] of [...tables].reverse()) {
        await db.schema.dropTable(name).execute();
      }
    },
  };
}
