import {
  date,
  int,
  num,
  required,
  RowError,
  text,
} from '../../data-model/values';
import { addressOf, evidenceAt, fiscalYearOf } from './shared';
import type { DatasetDefinition } from './types';

const ADDRESS = {
  street: 'STREET_ADDR_1_TXT',
  city: 'CTY_NM',
  state: 'ST_CD',
  zip: 'ZIP_CD',
};

/** Wage and Hour Division compliance actions (WHISARD), one per case_id. */
export const whd: DatasetDefinition = {
  name: 'whd',
  title: 'WHD compliance action',
  mainTable: 'whd_cases',
  resolvesCompanies: true,
  required: [
    'case_id',
    'trade_nm',
    'legal_name',
    'street_addr_1_txt',
    'cty_nm',
    'st_cd',
    'zip_cd',
    'findings_end_date',
    'case_violtn_cnt',
    'bw_atp_amt',
  ],
  mapRow(row) {
    const caseId = required(row, 'CASE_ID');
    const legal = text(row.LEGAL_NAME);
    const trade = text(row.TRADE_NM);
    const name = legal ?? trade;
    if (!name) throw new RowError('LEGAL_NAME and TRADE_NM are blank');
    const naics = text(row.NAIC_CD);
    const findingsEnd = date(row, 'FINDINGS_END_DATE');
    return {
      facts: [
        {
          table: 'whd_cases',
          sourceKey: caseId,
          // WHD reports by federal fiscal year of the concluded findings.
          sourceYear: fiscalYearOf(findingsEnd),
          asOfDate: date(row, 'LD_DT'),
          values: {
            case_id: caseId,
            trade_name: trade,
            legal_name: legal,
            ...addressOf(row, ADDRESS),
            naics,
            naics_description: text(row.NAICS_CODE_DESCRIPTION),
            findings_start_date: date(row, 'FINDINGS_START_DATE'),
            findings_end_date: findingsEnd,
            violations: int(row, 'CASE_VIOLTN_CNT'),
            employees_violated: int(row, 'EE_VIOLTD_CNT'),
            back_wages: num(row, 'BW_ATP_AMT'),
            employees_paid: int(row, 'EE_ATP_CNT'),
            // Named a count, published as an amount (reference §3).
            civil_penalties: num(row, 'CMP_ASSD_CNT'),
            flsa_violations: int(row, 'FLSA_VIOLTN_CNT'),
            flsa_back_wages: num(row, 'FLSA_BW_ATP_AMT'),
            flsa_repeat_violator: text(row.FLSA_REPEAT_VIOLATOR),
            child_labor_violations: int(row, 'FLSA_CL_VIOLTN_CNT'),
            child_labor_minors: int(row, 'FLSA_CL_MINOR_CNT'),
          },
        },
      ],
      company: evidenceAt(row, name, ADDRESS, {
        dba: legal && trade && trade !== legal ? trade : null,
        naics,
      }),
    };
  },
};
