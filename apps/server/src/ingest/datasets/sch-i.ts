import { date, required } from '../../data-model/values';
import { filingOf, receivedOn } from './filing-link';
import { financialsFact, type FinancialsLayout } from './plan-financials';
import type { DatasetDefinition } from './types';

const LAYOUT: FinancialsLayout = {
  schedule: 'I',
  ein: 'SCH_I_EIN',
  planNumber: 'SCH_I_PLAN_NUM',
  amounts: {
    assets_boy: 'SMALL_TOT_ASSETS_BOY_AMT',
    assets_eoy: 'SMALL_TOT_ASSETS_EOY_AMT',
    liabilities_boy: 'SMALL_TOT_LIABILITIES_BOY_AMT',
    liabilities_eoy: 'SMALL_TOT_LIABILITIES_EOY_AMT',
    net_assets_boy: 'SMALL_NET_ASSETS_BOY_AMT',
    net_assets_eoy: 'SMALL_NET_ASSETS_EOY_AMT',
    employer_contributions: 'SMALL_EMPLR_CONTRIB_INCOME_AMT',
    participant_contributions: 'SMALL_PARTICIPANT_CONTRIB_AMT',
    total_income: 'SMALL_TOT_INCOME_AMT',
    benefits_paid: 'SMALL_TOT_DISTRIB_BNFT_AMT',
    admin_expenses: 'SMALL_ADMIN_SRVC_PROVIDERS_AMT',
    total_expenses: 'SMALL_TOT_EXPENSES_AMT',
    net_income: 'SMALL_NET_INCOME_AMT',
  },
};

/** Schedule I (small plans filing the full 5500), one row per filing. */
export const schI: DatasetDefinition = {
  name: 'sch_i',
  title: 'Form 5500 Schedule I',
  mainTable: 'plan_financials',
  required: [
    'ACK_ID',
    'SCH_I_PLAN_YEAR_BEGIN_DATE',
    'SMALL_TOT_ASSETS_BOY_AMT',
    'SMALL_TOT_ASSETS_EOY_AMT',
    'SMALL_NET_ASSETS_BOY_AMT',
    'SMALL_NET_ASSETS_EOY_AMT',
  ],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const begin = date(row, 'SCH_I_PLAN_YEAR_BEGIN_DATE');
    return {
      facts: [financialsFact(row, ackId, begin, receivedOn(ackId), LAYOUT)],
      parent: filingOf(ackId),
    };
  },
};
