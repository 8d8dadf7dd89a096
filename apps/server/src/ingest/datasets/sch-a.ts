import { displayKey } from '../../data-model/normalize';
import {
  date,
  ein,
  int,
  num,
  planNumber,
  required,
  text,
  yearOf,
  type Row,
} from '../../data-model/values';
import { filingOf, receivedOn } from './filing-link';
import { benefitLines } from './lines-of-business';
import { code, intKey, monthOf } from './shared';
import type { DatasetDefinition } from './types';

// Reference §1.5: the charges of a non-experience-rated contract, else the
// premium of an experience-rated one.
const premiumOf = (row: Row) =>
  num(row, 'WLFR_TOT_CHARGES_PAID_AMT') ??
  num(row, 'WLFR_PREMIUM_RCVD_AMT') ??
  num(row, 'WLFR_TOT_EARNED_PREM_AMT');

/** Schedule A: one insurance contract of a filing, ACK_ID + FORM_ID. */
export const schA: DatasetDefinition = {
  name: 'sch_a',
  title: 'Form 5500 Schedule A',
  mainTable: 'insurance_contracts',
  required: [
    'ACK_ID',
    'FORM_ID',
    'SCH_A_PLAN_YEAR_BEGIN_DATE',
    'INS_CARRIER_NAME',
    'INS_POLICY_FROM_DATE',
    'INS_BROKER_COMM_TOT_AMT',
    'INS_BROKER_FEES_TOT_AMT',
    'WLFR_BNFT_HEALTH_IND',
    'WLFR_TOT_CHARGES_PAID_AMT',
  ],
  mapRow(row) {
    const ackId = required(row, 'ACK_ID');
    const formId = intKey(row, 'FORM_ID');
    const carrier = text(row.INS_CARRIER_NAME);
    const begin = date(row, 'SCH_A_PLAN_YEAR_BEGIN_DATE');
    const from = date(row, 'INS_POLICY_FROM_DATE');
    return {
      facts: [
        {
          table: 'insurance_contracts',
          sourceKey: `${ackId}:${formId}`,
          sourceYear: yearOf(begin),
          asOfDate: receivedOn(ackId),
          values: {
            ack_id: ackId,
            form_id: Number(formId),
            ein: ein(row, 'SCH_A_EIN'),
            plan_number: planNumber(row, 'SCH_A_PLAN_NUM'),
            carrier_name: carrier,
            carrier_name_normalized: carrier
              ? displayKey(carrier) || null
              : null,
            carrier_ein: ein(row, 'INS_CARRIER_EIN'),
            carrier_naic: code(row, 'INS_CARRIER_NAIC_CODE', 5),
            contract_number: text(row.INS_CONTRACT_NUM),
            persons_covered: int(row, 'INS_PRSN_COVERED_EOY_CNT'),
            policy_from: from,
            policy_to: date(row, 'INS_POLICY_TO_DATE'),
            renewal_month: monthOf(from ?? begin),
            lines: benefitLines(row),
            other_text: text(row.WLFR_TYPE_BNFT_OTH_TEXT),
            premium: premiumOf(row),
            commissions: num(row, 'INS_BROKER_COMM_TOT_AMT'),
            fees: num(row, 'INS_BROKER_FEES_TOT_AMT'),
            claims_paid: num(row, 'WLFR_CLAIMS_PAID_AMT'),
          },
        },
      ],
      parent: filingOf(ackId),
    };
  },
};
