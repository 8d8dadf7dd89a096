// Rows in the agencies' formats for the renewal reminder tests: each
// builder names a company by its name, at its own address.

type Row = Record<string, string>;

const place = (n: number) => ({
  street: `${100 + n} MARKET ST`,
  city: 'AUSTIN',
  state: 'TX',
  zip: '78701',
});

export interface PolicyTerm {
  id: string;
  // Distinct numbers are distinct companies.
  company: number;
  carrier?: string;
  effective: string;
  expiration: string;
  cancelled?: string;
  reinstated?: string;
  status?: string;
}

/** A wc_policies.csv record. */
export function wcPolicy(term: PolicyTerm): Row {
  const at = place(term.company);
  return {
    POLICY_RECORD_ID: term.id,
    EMPLOYER_NAME: `EMPLOYER ${term.company} LLC`,
    ADDRESS: at.street,
    CITY: at.city,
    STATE: at.state,
    ZIP: at.zip,
    CARRIER_NAME: term.carrier ?? 'TRAVELERS',
    POLICY_NUMBER: `P-${term.id}`,
    EFFECTIVE_DATE: term.effective,
    EXPIRATION_DATE: term.expiration,
    CANCELLATION_DATE: term.cancelled ?? '',
    REINSTATEMENT_DATE: term.reinstated ?? '',
    COVERAGE_STATUS: term.status ?? 'ACTIVE',
    AS_OF_DATE: '2026-09-30',
  };
}

/** An fmcsa_census.csv carrier of a company. */
export function motorCarrier(dot: string, company: number): Row {
  const at = place(company);
  return {
    DOT_NUMBER: dot,
    LEGAL_NAME: `CARRIER ${company} INC`,
    CARRIER_OPERATION: 'A',
    PHY_STREET: at.street,
    PHY_CITY: at.city,
    PHY_STATE: at.state,
    PHY_ZIP: at.zip,
    PHY_COUNTRY: 'US',
    NBR_POWER_UNIT: '4',
    DRIVER_TOTAL: '5',
  };
}

/** An f_5500 filing of a company's welfare plan for the year from `begin`. */
export function welfareFiling(ack: string, company: number, begin: string) {
  const at = place(company);
  const end = `${Number(begin.slice(0, 4)) + 1}${begin.slice(4)}`;
  return {
    ACK_ID: ack,
    FORM_PLAN_YEAR_BEGIN_DATE: begin,
    FORM_TAX_PRD: end,
    PLAN_NAME: `SPONSOR ${company} WELFARE PLAN`,
    SPONS_DFE_PN: '501',
    SPONSOR_DFE_NAME: `SPONSOR ${company} INC`,
    SPONS_DFE_MAIL_US_ADDRESS1: at.street,
    SPONS_DFE_MAIL_US_CITY: at.city,
    SPONS_DFE_MAIL_US_STATE: at.state,
    SPONS_DFE_MAIL_US_ZIP: at.zip,
    SPONS_DFE_EIN: String(100_000_000 + company),
    TOT_PARTCP_BOY_CNT: '40',
    TYPE_WELFARE_BNFT_CODE: '4A',
    TYPE_PENSION_BNFT_CODE: '',
    FILING_STATUS: 'FILING_RECEIVED',
  };
}

export interface ContractYear {
  ack: string;
  formId: number;
  carrier: string;
  begin: string;
  from?: string;
  to?: string;
}

/** An f_sch_a insurance contract of a filing. */
export function benefitContract(contract: ContractYear): Row {
  return {
    ACK_ID: contract.ack,
    FORM_ID: String(contract.formId),
    SCH_A_PLAN_YEAR_BEGIN_DATE: contract.begin,
    SCH_A_PLAN_NUM: '501',
    INS_CARRIER_NAME: contract.carrier,
    INS_POLICY_FROM_DATE: contract.from ?? '',
    INS_POLICY_TO_DATE: contract.to ?? '',
    INS_BROKER_COMM_TOT_AMT: '100',
    INS_BROKER_FEES_TOT_AMT: '0',
    WLFR_BNFT_HEALTH_IND: '1',
    WLFR_TOT_CHARGES_PAID_AMT: '1000',
  };
}
