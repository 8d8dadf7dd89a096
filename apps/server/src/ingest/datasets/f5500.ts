import {
  date,
  ein,
  flag,
  int,
  phone,
  planNumber,
  required,
  text,
  yearOf,
  type Row,
} from '../../data-model/values';
import { addressOf, evidenceAt } from './shared';
import type { DatasetDefinition } from './types';

const MAIL = {
  street: 'SPONS_DFE_MAIL_US_ADDRESS1',
  city: 'SPONS_DFE_MAIL_US_CITY',
  state: 'SPONS_DFE_MAIL_US_STATE',
  zip: 'SPONS_DFE_MAIL_US_ZIP',
};

const ARRANGEMENTS = [
  ['INSURANCE', 'insurance'],
  ['SEC412', '412(e)(3)'],
  ['TRUST', 'trust'],
  ['GEN_ASSET', 'general assets'],
] as const;
const boxesOf = (prefix: 'FUNDING' | 'BENEFIT') =>
  ARRANGEMENTS.map(([box, word]) => [`${prefix}_${box}_IND`, word] as const);
const BOXES = { FUNDING: boxesOf('FUNDING'), BENEFIT: boxesOf('BENEFIT') };

// The four line-9 boxes, as a word list: 'insurance,trust'.
function arrangement(row: Row, prefix: 'FUNDING' | 'BENEFIT'): string | null {
  const words = BOXES[prefix]
    .filter(([column]) => flag(row, column) === 1)
    .map(([, word]) => word);
  return words.length > 0 ? words.join(',') : null;
}

/** Form 5500 main form (large plans and DFEs), one row per ACK_ID. */
export const f5500: DatasetDefinition = {
  name: 'f5500',
  title: 'Form 5500',
  mainTable: 'filings',
  resolvesCompanies: true,
  required: [
    'ACK_ID',
    'FORM_PLAN_YEAR_BEGIN_DATE',
    'FORM_TAX_PRD',
    'SPONS_DFE_PN',
    'SPONSOR_DFE_NAME',
    'SPONS_DFE_EIN',
    'SPONS_DFE_MAIL_US_ADDRESS1',
    'SPONS_DFE_MAIL_US_CITY',
    'SPONS_DFE_MAIL_US_STATE',
    'SPONS_DFE_MAIL_US_ZIP',
    'TOT_PARTCP_BOY_CNT',
    'TYPE_WELFARE_BNFT_CODE',
    'TYPE_PENSION_BNFT_CODE',
  ],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const sponsor = required(row, 'SPONSOR_DFE_NAME');
    const begin = date(row, 'FORM_PLAN_YEAR_BEGIN_DATE');
    const sponsorEin = ein(row, 'SPONS_DFE_EIN');
    const participants = int(row, 'TOT_PARTCP_BOY_CNT');
    const welfare = text(row.TYPE_WELFARE_BNFT_CODE);
    const funding = arrangement(row, 'FUNDING');
    const benefit = arrangement(row, 'BENEFIT');
    const insuredOnly = funding === 'insurance' && benefit === 'insurance';
    const mail = addressOf(row, MAIL);
    return {
      facts: [
        {
          table: 'filings',
          sourceKey: ackId,
          sourceYear: yearOf(begin),
          asOfDate: date(row, 'DATE_RECEIVED'),
          values: {
            form: '5500',
            plan_year_begin: begin,
            plan_year_end: date(row, 'FORM_TAX_PRD'),
            ein: sponsorEin,
            plan_number: planNumber(row, 'SPONS_DFE_PN'),
            plan_name: text(row.PLAN_NAME),
            plan_type: text(row.TYPE_PLAN_ENTITY_CD),
            sponsor_name: sponsor,
            sponsor_dba: text(row.SPONS_DFE_DBA_NAME),
            ...mail,
            phone: phone(row, 'SPONS_DFE_PHONE_NUM'),
            business_code: text(row.BUSINESS_CODE),
            admin_name: text(row.ADMIN_NAME),
            participants_boy: participants,
            active_participants: int(row, 'TOT_ACTIVE_PARTCP_CNT'),
            pension_codes: text(row.TYPE_PENSION_BNFT_CODE),
            welfare_codes: welfare,
            funding_arrangement: funding,
            benefit_arrangement: benefit,
            // A welfare plan paid from general assets or a trust is
            // self-funded; insurance alone is fully insured.
            self_funded:
              welfare && (funding || benefit) ? (insuredOnly ? 0 : 1) : null,
            schedule_a_count: int(row, 'NUM_SCH_A_ATTACHED_CNT'),
            schedule_c_attached: flag(row, 'SCH_C_ATTACHED_IND'),
            schedule_h_attached: flag(row, 'SCH_H_ATTACHED_IND'),
            schedule_i_attached: flag(row, 'SCH_I_ATTACHED_IND'),
            filing_status: text(row.FILING_STATUS),
            // 1: the plan's last return, it ends (plan_terminated events).
            final_filing: flag(row, 'FINAL_FILING_IND'),
            date_received: date(row, 'DATE_RECEIVED'),
            preparer_firm_name: text(row.PREPARER_FIRM_NAME),
          },
        },
      ],
      company: evidenceAt(row, sponsor, MAIL, {
        dba: text(row.SPONS_DFE_DBA_NAME),
        ein: sponsorEin,
        phone: phone(row, 'SPONS_DFE_PHONE_NUM'),
        naics: text(row.BUSINESS_CODE),
        employees: int(row, 'TOT_ACTIVE_PARTCP_CNT') ?? participants,
      }),
    };
  },
};
