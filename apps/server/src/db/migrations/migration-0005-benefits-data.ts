import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { createFactTable, type ColumnSpec } from './fact-table';

const address = (prefix = ''): ColumnSpec[] => [
  [`${prefix}address`, 'text'],
  [`${prefix}city`, 'text'],
  [`${prefix}state`, 'text'],
  [`${prefix}zip`, 'text'],
];

// Form 5500 and 5500-SF filings, one per ACK_ID.
const FILINGS: ColumnSpec[] = [
  ['form', 'text'],
  ['plan_year_begin', 'text'],
  ['plan_year_end', 'text'],
  ['ein', 'text'],
  ['plan_number', 'text'],
  ['plan_name', 'text'],
  ['plan_type', 'text'],
  ['sponsor_name', 'text'],
  ['sponsor_dba', 'text'],
  ...address(),
  ['phone', 'text'],
  ['business_code', 'text'],
  ['admin_name', 'text'],
  ['participants_boy', 'int'],
  ['active_participants', 'int'],
  ['pension_codes', 'text'],
  ['welfare_codes', 'text'],
  ['funding_arrangement', 'text'],
  ['benefit_arrangement', 'text'],
  ['self_funded', 'int'],
  ['schedule_a_count', 'int'],
  ['schedule_c_attached', 'int'],
  ['schedule_h_attached', 'int'],
  ['schedule_i_attached', 'int'],
  ['filing_status', 'text'],
  ['date_received', 'text'],
  ['preparer_firm_name', 'text'],
];

// Schedule A insurance contracts, one per ACK_ID + FORM_ID.
const CONTRACTS: ColumnSpec[] = [
  ['ack_id', 'text'],
  ['form_id', 'int'],
  ['ein', 'text'],
  ['plan_number', 'text'],
  ['carrier_name', 'text'],
  ['carrier_name_normalized', 'text'],
  ['carrier_ein', 'text'],
  ['carrier_naic', 'text'],
  ['contract_number', 'text'],
  ['persons_covered', 'int'],
  ['policy_from', 'text'],
  ['policy_to', 'text'],
  ['renewal_month', 'int'],
  ['lines', 'text'],
  ['other_text', 'text'],
  ['premium', 'num'],
  ['commissions', 'num'],
  ['fees', 'num'],
  ['claims_paid', 'num'],
];

// Schedule A Part 1: brokers of a contract, ACK_ID + FORM_ID + ROW_ORDER.
const BROKERS: ColumnSpec[] = [
  ['ack_id', 'text'],
  ['form_id', 'int'],
  ['broker_name', 'text'],
  ['broker_name_normalized', 'text'],
  ...address(),
  ['broker_code', 'text'],
  ['commission', 'num'],
  ['fees', 'num'],
];

// Schedule C Part 1 item 2 providers, ACK_ID + ROW_ORDER.
const PROVIDERS: ColumnSpec[] = [
  ['ack_id', 'text'],
  ['row_order', 'int'],
  ['name', 'text'],
  ['ein', 'text'],
  ...address(),
  ['relation', 'text'],
  ['service_codes', 'text'],
  ['direct_compensation', 'num'],
  ['indirect_compensation', 'num'],
];

const PROVIDER_CODES: ColumnSpec[] = [
  ['ack_id', 'text'],
  ['row_order', 'int'],
  ['code_order', 'int'],
  ['service_code', 'text'],
];

// Schedule H, Schedule I or the 5500-SF's own financial section.
const FINANCIALS: ColumnSpec[] = [
  ['ack_id', 'text'],
  ['schedule', 'text'],
  ['ein', 'text'],
  ['plan_number', 'text'],
  ['assets_boy', 'num'],
  ['assets_eoy', 'num'],
  ['liabilities_boy', 'num'],
  ['liabilities_eoy', 'num'],
  ['net_assets_boy', 'num'],
  ['net_assets_eoy', 'num'],
  ['employer_contributions', 'num'],
  ['participant_contributions', 'num'],
  ['total_income', 'num'],
  ['benefits_paid', 'num'],
  ['admin_expenses', 'num'],
  ['total_expenses', 'num'],
  ['net_income', 'num'],
  ['accountant_opinion', 'text'],
  ['accountant_firm_name', 'text'],
];

/** Form 5500 filings and their schedules (ARCHITECTURE §4 Benefits). */
export function benefitsData(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createFactTable(db, dialect, 'filings', FILINGS, [
        ['ein', 'plan_number'],
        ['source_year'],
      ]);
      await createFactTable(db, dialect, 'insurance_contracts', CONTRACTS, [
        ['ack_id'],
        ['carrier_name_normalized'],
        ['renewal_month'],
      ]);
      await createFactTable(db, dialect, 'contract_brokers', BROKERS, [
        ['ack_id', 'form_id'],
        ['broker_name_normalized'],
      ]);
      await createFactTable(db, dialect, 'service_providers', PROVIDERS, [
        ['ack_id'],
      ]);
      await createFactTable(
        db,
        dialect,
        'service_provider_codes',
        PROVIDER_CODES,
        [['ack_id', 'row_order']],
      );
      await createFactTable(db, dialect, 'plan_financials', FINANCIALS, [
        ['ack_id'],
      ]);
    },
    async down(db) {
      for (const table of [
        'plan_financials',
        'service_provider_codes',
        'service_providers',
        'contract_brokers',
        'insurance_contracts',
        'filings',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
