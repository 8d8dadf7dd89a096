import {
  date,
  ein,
  flag,
  num,
  required,
  RowError,
  text,
  yearOf,
} from '../../data-model/values';
import { code, evidenceAt, requiredDate } from './shared';
import type { DatasetDefinition } from './types';

const ADDRESS = { street: 'ADDRESS', city: 'CITY', state: 'STATE', zip: 'ZIP' };

/** Workers' compensation proof-of-coverage records, one per policy record. */
export const wcPolicies: DatasetDefinition = {
  name: 'wc_policies',
  title: "workers' compensation policies",
  mainTable: 'wc_policies',
  resolvesCompanies: true,
  required: [
    'POLICY_RECORD_ID',
    'EMPLOYER_NAME',
    'ADDRESS',
    'CITY',
    'STATE',
    'ZIP',
    'CARRIER_NAME',
    'EFFECTIVE_DATE',
    'EXPIRATION_DATE',
  ],
  mapRow(row) {
    const employer = required(row, 'EMPLOYER_NAME');
    const effective = requiredDate(row, 'EFFECTIVE_DATE');
    const expiration = date(row, 'EXPIRATION_DATE');
    if (expiration !== null && expiration < effective) {
      throw new RowError(
        `EXPIRATION_DATE ${expiration} is before EFFECTIVE_DATE ${effective}`,
      );
    }
    const fein = ein(row, 'FEIN');
    return {
      facts: [
        {
          table: 'wc_policies',
          sourceKey: required(row, 'POLICY_RECORD_ID'),
          sourceYear: yearOf(effective),
          asOfDate: date(row, 'AS_OF_DATE'),
          values: {
            employer_name: employer,
            fein,
            carrier_name: text(row.CARRIER_NAME),
            carrier_naic: code(row, 'CARRIER_NAIC', 5),
            policy_number: text(row.POLICY_NUMBER),
            effective_date: effective,
            expiration_date: expiration,
            cancellation_date: date(row, 'CANCELLATION_DATE'),
            reinstatement_date: date(row, 'REINSTATEMENT_DATE'),
            coverage_status: text(row.COVERAGE_STATUS),
            class_code: code(row, 'GOVERNING_CLASS_CODE', 4),
            experience_mod: num(row, 'EXPERIENCE_MOD'),
            estimated_premium: num(row, 'ESTIMATED_PREMIUM'),
            peo_name: text(row.PEO_NAME),
            self_insured: text(row.SELF_INSURED)
              ? flag(row, 'SELF_INSURED')
              : null,
          },
        },
      ],
      company: evidenceAt(row, employer, ADDRESS, {
        dba: text(row.EMPLOYER_DBA),
        ein: fein,
      }),
    };
  },
};
