import { date, required } from '../../data-model/values';
import { filingOf, receivedOn } from './filing-link';
import { financialsFact, type FinancialsLayout } from './plan-financials';
import type { DatasetDefinition } from './types';

const LAYOUT: FinancialsLayout = {
  schedule: 'H',
  ein: 'SCH_H_EIN',
  planNumber: 'SCH_H_PN',
  amounts: {
    assets_boy: 'TOT_ASSETS_BOY_AMT',
    assets_eoy: 'TOT_ASSETS_EOY_AMT',
    liabilities_boy: 'TOT_LIABILITIES_BOY_AMT',
    liabilities_eoy: 'TOT_LIABILITIES_EOY_AMT',
    net_assets_boy: 'NET_ASSETS_BOY_AMT',
    net_assets_eoy: 'NET_ASSETS_EOY_AMT',
    employer_contributions: 'EMPLR_CONTRIB_INCOME_AMT',
    participant_contributions: 'PARTICIPANT_CONTRIB_AMT',
    total_income: 'TOT_INCOME_AMT',
    benefits_paid: 'TOT_DISTRIB_BNFT_AMT',
    admin_expenses: 'TOT_ADMIN_EXPENSES_AMT',
    total_expenses: 'TOT_EXPENSES_AMT',
    net_income: 'NET_INCOME_AMT',
  },
  opinion: 'ACCTNT_OPINION_TYPE_CD',
  accountant: 'ACCOUNTANT_FIRM_NAME',
};

/** Schedule H (large-plan financials), one row per filing. */
export const schH: DatasetDefinition = {
  name: 'sch_h',
  title: 'Form 5500 Schedule H',
  mainTable: 'plan_financials',
  required: [
    'ACK_ID',
    'SCH_H_PLAN_YEAR_BEGIN_DATE',
    'TOT_ASSETS_BOY_AMT',
    'TOT_ASSETS_EOY_AMT',
    'NET_ASSETS_BOY_AMT',
    'NET_ASSETS_EOY_AMT',
  ],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const begin = date(row, 'SCH_H_PLAN_YEAR_BEGIN_DATE');
    return {
      facts: [financialsFact(row, ackId, begin, receivedOn(ackId), LAYOUT)],
      parent: filingOf(ackId),
    };
  },
};
