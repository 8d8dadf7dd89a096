import type { ChunkSink } from './chunk-sink';
import { blankRow, checkbox, columnIndex, yesNo } from './columns';
import type { Company } from './company';
import { isoDate, signedTimestamp } from './dates';
import { dolAddress } from './dol-address';
import type { Filing } from './filing';
import { FILE } from './files';
import { F5500_SF_HEADER } from './headers/f5500-sf';
import { businessCode } from './industries';
import { fullName } from './people';
import type { PlanDesign } from './plan-design';
import { totalExpenses, totalIncome, type PlanFinance } from './plan-finance';
import type { Rng } from './prng';
import type { Provider } from './providers';
import { SIGNATURE } from './write-f5500';

const S = columnIndex(F5500_SF_HEADER);
const s = String;

function money(row: string[], m: PlanFinance): void {
  row[S.SF_TOT_ASSETS_BOY_AMT] = s(m.assetsBoy);
  row[S.SF_TOT_LIABILITIES_BOY_AMT] = s(m.liabilitiesBoy);
  row[S.SF_NET_ASSETS_BOY_AMT] = s(m.assetsBoy - m.liabilitiesBoy);
  row[S.SF_TOT_ASSETS_EOY_AMT] = s(m.assetsEoy);
  row[S.SF_TOT_LIABILITIES_EOY_AMT] = s(m.liabilitiesEoy);
  row[S.SF_NET_ASSETS_EOY_AMT] = s(m.assetsEoy - m.liabilitiesEoy);
  row[S.SF_EMPLR_CONTRIB_INCOME_AMT] = s(m.employer);
  row[S.SF_PARTICIP_CONTRIB_INCOME_AMT] = s(m.participant);
  row[S.SF_OTH_CONTRIB_RCVD_AMT] = s(m.other);
  row[S.SF_OTHER_INCOME_AMT] = s(m.investment);
  row[S.SF_TOT_INCOME_AMT] = s(totalIncome(m));
  row[S.SF_TOT_DISTRIB_BNFT_AMT] = s(m.distributions + m.insuranceBenefits);
  row[S.SF_CORRECTIVE_DEEMED_DISTR_AMT] = s(m.corrective);
  row[S.SF_ADMIN_SRVC_PROVIDERS_AMT] = s(m.recordkeeping + m.professional);
  row[S.SF_OTH_EXPENSES_AMT] = s(m.investmentFees);
  row[S.SF_TOT_EXPENSES_AMT] = s(totalExpenses(m));
  row[S.SF_NET_INCOME_AMT] = s(totalIncome(m) - totalExpenses(m));
  row[S.SF_TOT_PLAN_TRANSFERS_AMT] = '0';
}

function compliance(
  row: string[],
  plan: PlanDesign,
  m: PlanFinance,
  rng: Rng,
): void {
  const late = rng.chance(0.04);
  row[S.SF_FAIL_TRANSMIT_CONTRIB_IND] = yesNo(late);
  if (late)
    row[S.SF_FAIL_TRANSMIT_CONTRIB_AMT] = s(
      Math.round(rng.uniform(100, 5_000)),
    );
  row[S.SF_PARTY_IN_INT_NOT_RPTD_IND] = yesNo(false);
  const bonded = rng.chance(0.93);
  row[S.SF_PLAN_INS_FDLTY_BOND_IND] = yesNo(bonded);
  if (bonded)
    row[S.SF_PLAN_INS_FDLTY_BOND_AMT] = s(
      Math.max(10_000, Math.round((m.assetsBoy * 0.1) / 1000) * 1000),
    );
  row[S.SF_LOSS_DISCV_DUR_YEAR_IND] = yesNo(false);
  const brokerFees = rng.chance(0.08);
  row[S.SF_BROKER_FEES_PAID_IND] = yesNo(brokerFees);
  if (brokerFees)
    row[S.SF_BROKER_FEES_PAID_AMT] = s(Math.round(rng.uniform(500, 6_000)));
  row[S.SF_FAIL_PROVIDE_BENEF_DUE_IND] = yesNo(false);
  if (plan.kind === 'pension') {
    row[S.SF_PARTCP_LOANS_IND] = yesNo(m.loans > 0);
    if (m.loans > 0) row[S.SF_PARTCP_LOANS_EOY_AMT] = s(m.loans);
    row[S.SF_PLAN_BLACKOUT_PERIOD_IND] = yesNo(false);
    const db = plan.pensionKind === 'db' || plan.pensionKind === 'cash-balance';
    row[S.SF_DB_PLAN_FUNDING_REQD_IND] = db ? '1' : '';
    row[S.SF_DC_PLAN_FUNDING_REQD_IND] = db ? '' : '2';
    row[S.SF_401K_PLAN_IND] = yesNo(plan.pensionKind === '401k');
  }
}

export function writeSf(
  sink: ChunkSink,
  c: Company,
  plan: PlanDesign,
  f: Filing,
  m: PlanFinance,
  preparer: Provider | null,
  rng: Rng,
): void {
  const row = blankRow(F5500_SF_HEADER);
  const mail = dolAddress(c.home, rng);
  const signed = signedTimestamp(f.receipt.day - rng.int(3), f.receipt.seconds);
  row[S.ACK_ID] = f.ack;
  row[S.SF_PLAN_YEAR_BEGIN_DATE] = isoDate(f.py.begin);
  row[S.SF_TAX_PRD] = isoDate(f.py.end);
  row[S.SF_PLAN_ENTITY_CD] = '1';
  row[S.SF_INITIAL_FILING_IND] = checkbox(f.initial);
  row[S.SF_AMENDED_IND] = checkbox(f.amended);
  row[S.SF_FINAL_FILING_IND] = checkbox(f.final);
  row[S.SF_5558_APPLICATION_FILED_IND] = checkbox(f.receipt.extended);
  row[S.SF_DFVC_PROGRAM_IND] = checkbox(f.receipt.late && rng.chance(0.5));
  row[S.SF_PLAN_NAME] = f.planName;
  row[S.SF_PLAN_NUM] = plan.pn;
  row[S.SF_PLAN_EFF_DATE] =
    `${plan.effectiveYear}-${String(plan.startMonth).padStart(2, '0')}-01`;
  row[S.SF_SPONSOR_NAME] = f.sponsor;
  row[S.SF_SPONSOR_DFE_DBA_NAME] = c.dba && rng.chance(0.6) ? c.dba : '';
  row[S.SF_SPONS_US_ADDRESS1] = mail.line1;
  row[S.SF_SPONS_US_ADDRESS2] = mail.line2;
  row[S.SF_SPONS_US_CITY] = mail.city;
  row[S.SF_SPONS_US_STATE] = mail.state;
  row[S.SF_SPONS_US_ZIP] = mail.zip;
  row[S.SF_SPONS_EIN] = c.ein;
  row[S.SF_SPONS_PHONE_NUM] = c.phone;
  row[S.SF_BUSINESS_CODE] = businessCode(c.industry.naics, rng.chance(0.3));
  row[S.SF_ADMIN_NAME_SAME_SPON_IND] = '1';
  row[S.SF_ADMIN_ADDRSS_SAME_SPON_IND] = '1';
  row[S.SF_TOT_PARTCP_BOY_CNT] = s(f.boy);
  row[S.SF_TOT_ACT_RTD_SEP_BENEF_CNT] = s(f.eoy);
  row[S.SF_TOT_ACT_PARTCP_BOY_CNT] = s(Math.round(f.boy * 0.85));
  row[S.SF_TOT_ACT_PARTCP_EOY_CNT] = s(Math.round(f.eoy * 0.85));
  if (plan.kind === 'pension') {
    row[S.SF_PARTCP_ACCOUNT_BAL_CNT] = s(Math.round(f.eoy * 0.93));
    row[S.SF_PARTCP_ACCOUNT_BAL_CNT_BOY] = s(Math.round(f.boy * 0.93));
  }
  row[S.SF_ELIGIBLE_ASSETS_IND] = '1';
  row[S.SF_IQPA_WAIVER_IND] = '1';
  money(row, m);
  row[S.SF_TYPE_PENSION_BNFT_CODE] = plan.pensionCodes;
  row[S.SF_TYPE_WELFARE_BNFT_CODE] = plan.kind === 'welfare' ? '4A4B4D' : '';
  compliance(row, plan, m, rng);
  const name = fullName(f.signer);
  row[S.SF_ADMIN_SIGNED_DATE] = signed;
  row[S.SF_ADMIN_SIGNED_NAME] = name;
  row[S.SF_SPONS_SIGNED_DATE] = signed;
  row[S.SF_SPONS_SIGNED_NAME] = name;
  row[S.FILING_STATUS] = 'FILING_RECEIVED';
  row[S.DATE_RECEIVED] = isoDate(f.receipt.day);
  row[S.VALID_ADMIN_SIGNATURE] = SIGNATURE;
  row[S.VALID_SPONSOR_SIGNATURE] = SIGNATURE;
  if (preparer) {
    const p = dolAddress(preparer.address, rng);
    row[S.SF_PREPARER_FIRM_NAME] = preparer.name;
    row[S.SF_PREPARER_US_ADDRESS1] = p.line1;
    row[S.SF_PREPARER_US_CITY] = p.city;
    row[S.SF_PREPARER_US_STATE] = p.state;
    row[S.SF_PREPARER_US_ZIP] = p.zip;
  }
  sink.add(FILE.sf(f.yearIndex), row);
}
