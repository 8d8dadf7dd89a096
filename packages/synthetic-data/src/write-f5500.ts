import type { ChunkSink } from './chunk-sink';
import { blankRow, checkbox, columnIndex } from './columns';
import type { Company } from './company';
import { isoDate, signedTimestamp } from './dates';
import { phoneNumber } from './addresses';
import { dolAddress } from './dol-address';
import type { Filing } from './filing';
import { FILE } from './files';
import { F5500_HEADER } from './headers/f5500';
import { businessCode } from './industries';
import { fullName } from './people';
import type { PlanDesign } from './plan-design';
import type { Rng } from './prng';
import type { Provider } from './providers';

const C = columnIndex(F5500_HEADER);
export const SIGNATURE = 'Filed with authorized/valid electronic signature';

export interface Attachments {
  scheduleACount: number;
  scheduleC: boolean;
  welfareCodes: string;
  preparer: Provider | null;
  admin: Provider | null;
}

function counts(row: string[], plan: PlanDesign, f: Filing): void {
  const pension = plan.kind === 'pension';
  const active = Math.round(f.eoy * (pension ? 0.78 : 0.97));
  const retired =
    pension && plan.pensionKind === 'db' ? Math.round(f.eoy * 0.08) : 0;
  const future = pension ? Math.round(f.eoy * 0.14) : 0;
  const subtotal = active + retired + future;
  const beneficiaries = pension ? Math.round(f.eoy * 0.01) : 0;
  const total = subtotal + beneficiaries;
  row[C.TOT_PARTCP_BOY_CNT] = String(f.boy);
  row[C.TOT_ACTIVE_PARTCP_CNT] = String(active);
  row[C.RTD_SEP_PARTCP_RCVG_CNT] = String(retired);
  row[C.RTD_SEP_PARTCP_FUT_CNT] = String(future);
  row[C.SUBTL_ACT_RTD_SEP_CNT] = String(subtotal);
  row[C.BENEF_RCVG_BNFT_CNT] = String(beneficiaries);
  row[C.TOT_ACT_RTD_SEP_BENEF_CNT] = String(total);
  row[C.TOT_ACT_PARTCP_BOY_CNT] = String(
    Math.round(f.boy * (pension ? 0.8 : 0.97)),
  );
  if (pension && plan.pensionKind !== 'db') {
    row[C.PARTCP_ACCOUNT_BAL_CNT] = String(Math.round(total * 0.92));
    row[C.PARTCP_ACCOUNT_BAL_CNT_BOY] = String(Math.round(f.boy * 0.92));
    row[C.SEP_PARTCP_PARTL_VSTD_CNT] = String(Math.round(f.eoy * 0.02));
  }
}

function arrangement(row: string[], plan: PlanDesign, a: Attachments): void {
  const insured =
    plan.kind === 'welfare' && (a.scheduleACount > 0 || !plan.selfFunded);
  const trust = plan.trust;
  const general = plan.kind === 'welfare' && plan.selfFunded && !plan.trust;
  row[C.FUNDING_INSURANCE_IND] = checkbox(insured || plan.annuity);
  row[C.FUNDING_TRUST_IND] = checkbox(trust);
  row[C.FUNDING_GEN_ASSET_IND] = checkbox(general);
  row[C.BENEFIT_INSURANCE_IND] = checkbox(insured || plan.annuity);
  row[C.BENEFIT_TRUST_IND] = checkbox(trust);
  row[C.BENEFIT_GEN_ASSET_IND] = checkbox(general);
}

function administrator(row: string[], a: Attachments, rng: Rng): void {
  if (!a.admin) {
    row[C.ADMIN_NAME_SAME_SPON_IND] = '1';
    row[C.ADMIN_ADDRESS_SAME_SPON_IND] = '1';
    return;
  }
  const address = dolAddress(a.admin.address, rng);
  row[C.ADMIN_NAME] = a.admin.name;
  row[C.ADMIN_US_ADDRESS1] = address.line1;
  row[C.ADMIN_US_ADDRESS2] = address.line2;
  row[C.ADMIN_US_CITY] = address.city;
  row[C.ADMIN_US_STATE] = address.state;
  row[C.ADMIN_US_ZIP] = address.zip;
  row[C.ADMIN_EIN] = a.admin.ein;
  row[C.ADMIN_PHONE_NUM] = phoneNumber(rng, address.state);
}

export function writeF5500(
  sink: ChunkSink,
  c: Company,
  plan: PlanDesign,
  f: Filing,
  a: Attachments,
  rng: Rng,
): void {
  const row = blankRow(F5500_HEADER);
  const mail = dolAddress(c.home, rng);
  const received = f.receipt.day;
  const signed = signedTimestamp(received - rng.int(3), f.receipt.seconds);
  row[C.ACK_ID] = f.ack;
  row[C.FORM_PLAN_YEAR_BEGIN_DATE] = isoDate(f.py.begin);
  row[C.FORM_TAX_PRD] = isoDate(f.py.end);
  row[C.TYPE_PLAN_ENTITY_CD] = '2';
  row[C.INITIAL_FILING_IND] = checkbox(f.initial);
  row[C.AMENDED_IND] = checkbox(f.amended);
  row[C.FINAL_FILING_IND] = checkbox(f.final);
  row[C.COLLECTIVE_BARGAIN_IND] = checkbox(rng.chance(0.03));
  row[C.F5558_APPLICATION_FILED_IND] = checkbox(f.receipt.extended);
  row[C.DFVC_PROGRAM_IND] = checkbox(f.receipt.late && rng.chance(0.5));
  row[C.PLAN_NAME] = f.planName;
  row[C.SPONS_DFE_PN] = plan.pn;
  row[C.PLAN_EFF_DATE] =
    `${plan.effectiveYear}-${String(plan.startMonth).padStart(2, '0')}-01`;
  row[C.SPONSOR_DFE_NAME] = f.sponsor;
  row[C.SPONS_DFE_DBA_NAME] = c.dba && rng.chance(0.6) ? c.dba : '';
  row[C.SPONS_DFE_MAIL_US_ADDRESS1] = mail.line1;
  row[C.SPONS_DFE_MAIL_US_ADDRESS2] = mail.line2;
  row[C.SPONS_DFE_MAIL_US_CITY] = mail.city;
  row[C.SPONS_DFE_MAIL_US_STATE] = mail.state;
  row[C.SPONS_DFE_MAIL_US_ZIP] = mail.zip;
  if (rng.chance(0.1)) {
    row[C.SPONS_DFE_LOC_US_ADDRESS1] = mail.line1;
    row[C.SPONS_DFE_LOC_US_CITY] = mail.city;
    row[C.SPONS_DFE_LOC_US_STATE] = mail.state;
    row[C.SPONS_DFE_LOC_US_ZIP] = c.home.zip.zip;
  }
  row[C.SPONS_DFE_EIN] = c.ein;
  row[C.SPONS_DFE_PHONE_NUM] = c.phone;
  row[C.BUSINESS_CODE] = businessCode(c.industry.naics, rng.chance(0.3));
  administrator(row, a, rng);
  const name = fullName(f.signer);
  row[C.ADMIN_SIGNED_DATE] = signed;
  row[C.ADMIN_SIGNED_NAME] = name;
  row[C.SPONS_SIGNED_DATE] = signed;
  row[C.SPONS_SIGNED_NAME] = name;
  counts(row, plan, f);
  row[C.TYPE_PENSION_BNFT_CODE] = plan.pensionCodes;
  row[C.TYPE_WELFARE_BNFT_CODE] = a.welfareCodes;
  arrangement(row, plan, a);
  const db = plan.kind === 'pension' && /1[ABC]/.test(plan.pensionCodes);
  row[C.SCH_R_ATTACHED_IND] = checkbox(db);
  row[C.SCH_SB_ATTACHED_IND] = checkbox(db);
  row[C.SCH_H_ATTACHED_IND] = checkbox(plan.financials === 'H');
  row[C.SCH_I_ATTACHED_IND] = checkbox(plan.financials === 'I');
  row[C.SCH_A_ATTACHED_IND] = checkbox(a.scheduleACount > 0);
  row[C.NUM_SCH_A_ATTACHED_CNT] = String(a.scheduleACount);
  row[C.SCH_C_ATTACHED_IND] = checkbox(a.scheduleC);
  row[C.FILING_STATUS] = 'FILING_RECEIVED';
  row[C.DATE_RECEIVED] = isoDate(received);
  row[C.VALID_ADMIN_SIGNATURE] = SIGNATURE;
  row[C.VALID_SPONSOR_SIGNATURE] = SIGNATURE;
  if (a.preparer) {
    const p = dolAddress(a.preparer.address, rng);
    row[C.PREPARER_FIRM_NAME] = a.preparer.name;
    row[C.PREPARER_US_ADDRESS1] = p.line1;
    row[C.PREPARER_US_CITY] = p.city;
    row[C.PREPARER_US_STATE] = p.state;
    row[C.PREPARER_US_ZIP] = p.zip;
  }
  if (plan.kind === 'welfare') row[C.SUBJ_M1_FILING_REQ_IND] = '2';
  row[C.NUM_SCH_DCG_ATTACHED_CNT] = '0';
  sink.add(FILE.f5500(f.yearIndex), row);
}
