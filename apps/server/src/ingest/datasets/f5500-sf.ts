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
} from '../../data-model/values';
import { receivedOn } from './filing-link';
import { financialsFact, type FinancialsLayout } from './plan-financials';
import { addressOf, evidenceAt } from './shared';
import type { DatasetDefinition } from './types';

const MAIL = {
  street: 'SF_SPONS_US_ADDRESS1',
  city: 'SF_SPONS_US_CITY',
  state: 'SF_SPONS_US_STATE',
  zip: 'SF_SPONS_US_ZIP',
};

// The 5500-SF's own financial section (reference §1.3).
const FINANCIALS: FinancialsLayout = {
  schedule: 'SF',
  ein: 'SF_SPONS_EIN',
  planNumber: 'SF_PLAN_NUM',
  amounts: {
    assets_boy: 'SF_TOT_ASSETS_BOY_AMT',
    assets_eoy: 'SF_TOT_ASSETS_EOY_AMT',
    liabilities_boy: 'SF_TOT_LIABILITIES_BOY_AMT',
    liabilities_eoy: 'SF_TOT_LIABILITIES_EOY_AMT',
    net_assets_boy: 'SF_NET_ASSETS_BOY_AMT',
    net_assets_eoy: 'SF_NET_ASSETS_EOY_AMT',
    employer_contributions: 'SF_EMPLR_CONTRIB_INCOME_AMT',
    participant_contributions: 'SF_PARTICIP_CONTRIB_INCOME_AMT',
    total_income: 'SF_TOT_INCOME_AMT',
    benefits_paid: 'SF_TOT_DISTRIB_BNFT_AMT',
    admin_expenses: 'SF_ADMIN_SRVC_PROVIDERS_AMT',
    total_expenses: 'SF_TOT_EXPENSES_AMT',
    net_income: 'SF_NET_INCOME_AMT',
  },
};

/** Form 5500-SF (small plans): the filing and its financial section. */
export const f5500Sf: DatasetDefinition = {
  name: 'f5500_sf',
  title: 'Form 5500-SF',
  mainTable: 'filings',
  resolvesCompanies: true,
  required: [
    'ACK_ID',
    'SF_PLAN_YEAR_BEGIN_DATE',
    'SF_TAX_PRD',
    'SF_PLAN_NUM',
    'SF_SPONSOR_NAME',
    'SF_SPONS_EIN',
    'SF_SPONS_US_ADDRESS1',
    'SF_SPONS_US_CITY',
    'SF_SPONS_US_STATE',
    'SF_SPONS_US_ZIP',
    'SF_TOT_PARTCP_BOY_CNT',
    'SF_TOT_ASSETS_EOY_AMT',
  ],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const sponsor = required(row, 'SF_SPONSOR_NAME');
    const begin = date(row, 'SF_PLAN_YEAR_BEGIN_DATE');
    const received = date(row, 'DATE_RECEIVED');
    const sponsorEin = ein(row, 'SF_SPONS_EIN');
    const sponsorPhone = phone(row, 'SF_SPONS_PHONE_NUM');
    const participants = int(row, 'SF_TOT_PARTCP_BOY_CNT');
    const active = int(row, 'SF_TOT_ACT_PARTCP_BOY_CNT');
    return {
      facts: [
        {
          table: 'filings',
          sourceKey: ackId,
          sourceYear: yearOf(begin),
          asOfDate: received,
          values: {
            form: '5500-SF',
            plan_year_begin: begin,
            plan_year_end: date(row, 'SF_TAX_PRD'),
            ein: sponsorEin,
            plan_number: planNumber(row, 'SF_PLAN_NUM'),
            plan_name: text(row.SF_PLAN_NAME),
            plan_type: text(row.SF_PLAN_ENTITY_CD),
            sponsor_name: sponsor,
            sponsor_dba: text(row.SF_SPONSOR_DFE_DBA_NAME),
            ...addressOf(row, MAIL),
            phone: sponsorPhone,
            business_code: text(row.SF_BUSINESS_CODE),
            admin_name: text(row.SF_ADMIN_NAME),
            participants_boy: participants,
            active_participants: active,
            pension_codes: text(row.SF_TYPE_PENSION_BNFT_CODE),
            welfare_codes: text(row.SF_TYPE_WELFARE_BNFT_CODE),
            // The short form has no line-9 arrangement boxes and no
            // Schedule A, C, H or I: not reported, not "no".
            funding_arrangement: null,
            benefit_arrangement: null,
            self_funded: null,
            schedule_a_count: null,
            schedule_c_attached: null,
            schedule_h_attached: null,
            schedule_i_attached: null,
            filing_status: text(row.FILING_STATUS),
            final_filing: flag(row, 'SF_FINAL_FILING_IND'),
            date_received: received,
            preparer_firm_name: text(row.SF_PREPARER_FIRM_NAME),
          },
        },
        financialsFact(
          row,
          ackId,
          begin,
          received ?? receivedOn(ackId),
          FINANCIALS,
        ),
      ],
      company: evidenceAt(row, sponsor, MAIL, {
        dba: text(row.SF_SPONSOR_DFE_DBA_NAME),
        ein: sponsorEin,
        phone: sponsorPhone,
        naics: text(row.SF_BUSINESS_CODE),
        employees: active ?? participants,
      }),
    };
  },
};
