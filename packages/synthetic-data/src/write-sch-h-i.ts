import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex, yesNo } from './columns';
import type { Company } from './company';
import type { GeneratorContext } from './context';
import { isoDate } from './dates';
import type { Filing } from './filing';
import { FILE } from './files';
import { SCH_H_HEADER } from './headers/sch-h';
import { SCH_I_HEADER } from './headers/sch-i';
import type { PlanDesign } from './plan-design';
import { totalExpenses, totalIncome, type PlanFinance } from './plan-finance';
import { Rng } from './prng';

// Schedule H (large plans) and Schedule I (small plans filing the full form).

const H = columnIndex(SCH_H_HEADER);
const I = columnIndex(SCH_I_HEADER);
const s = String;

function assetLines(row: string[], plan: PlanDesign, m: PlanFinance): void {
  if (plan.kind === 'welfare') {
    row[H.INT_BEAR_CASH_BOY_AMT] = s(m.assetsBoy);
    row[H.INT_BEAR_CASH_EOY_AMT] = s(m.assetsEoy);
    return;
  }
  const funds = plan.pensionKind === 'db' ? 0.55 : 0.88;
  const boyLoans = Math.round(m.loans * 0.95);
  const boyFunds = Math.round((m.assetsBoy - boyLoans) * funds);
  const eoyFunds = Math.round((m.assetsEoy - m.loans) * funds);
  row[H.INT_REG_INVST_CO_BOY_AMT] = s(boyFunds);
  row[H.INT_REG_INVST_CO_EOY_AMT] = s(eoyFunds);
  row[H.INT_COMMON_TR_BOY_AMT] = s(m.assetsBoy - boyLoans - boyFunds);
  row[H.INT_COMMON_TR_EOY_AMT] = s(m.assetsEoy - m.loans - eoyFunds);
  row[H.PARTCP_LOANS_BOY_AMT] = s(boyLoans);
  row[H.PARTCP_LOANS_EOY_AMT] = s(m.loans);
}

export function writeScheduleH(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  plan: PlanDesign,
  f: Filing,
  m: PlanFinance,
  rng: Rng,
): void {
  const row = blankRow(SCH_H_HEADER);
  row[H.ACK_ID] = f.ack;
  row[H.SCH_H_PLAN_YEAR_BEGIN_DATE] = isoDate(f.py.begin);
  row[H.SCH_H_TAX_PRD] = isoDate(f.py.end);
  row[H.SCH_H_PN] = plan.pn;
  row[H.SCH_H_EIN] = c.ein;
  assetLines(row, plan, m);
  row[H.TOT_ASSETS_BOY_AMT] = s(m.assetsBoy);
  row[H.TOT_ASSETS_EOY_AMT] = s(m.assetsEoy);
  row[H.TOT_LIABILITIES_BOY_AMT] = s(m.liabilitiesBoy);
  row[H.TOT_LIABILITIES_EOY_AMT] = s(m.liabilitiesEoy);
  row[H.NET_ASSETS_BOY_AMT] = s(m.assetsBoy - m.liabilitiesBoy);
  row[H.NET_ASSETS_EOY_AMT] = s(m.assetsEoy - m.liabilitiesEoy);
  row[H.EMPLR_CONTRIB_INCOME_AMT] = s(m.employer);
  row[H.PARTICIPANT_CONTRIB_AMT] = s(m.participant);
  row[H.OTH_CONTRIB_RCVD_AMT] = s(m.other);
  row[H.TOT_CONTRIB_AMT] = s(m.employer + m.participant + m.other);
  row[H.GAIN_LOSS_REG_INVST_AMT] = s(m.investment);
  row[H.TOT_INCOME_AMT] = s(totalIncome(m));
  row[H.DISTRIB_DRT_PARTCP_AMT] = s(m.distributions);
  row[H.INS_CARRIER_BNFTS_AMT] = s(m.insuranceBenefits);
  row[H.TOT_DISTRIB_BNFT_AMT] = s(m.distributions + m.insuranceBenefits);
  row[H.TOT_CORRECTIVE_DISTRIB_AMT] = s(m.corrective);
  row[H.PROFESSIONAL_FEES_AMT] = s(m.professional);
  row[H.CONTRACT_ADMIN_FEES_AMT] = s(m.recordkeeping);
  row[H.INVST_MGMT_FEES_AMT] = s(m.investmentFees);
  row[H.TOT_ADMIN_EXPENSES_AMT] = s(m.adminExpenses);
  row[H.TOT_EXPENSES_AMT] = s(totalExpenses(m));
  row[H.NET_INCOME_AMT] = s(totalIncome(m) - totalExpenses(m));
  const stable = new Rng(ctx.seed, c.index, 0xa1, plan.slot);
  const auditor = ctx.providers.local('cpa', c.state, stable);
  row[H.ACCTNT_OPINION_TYPE_CD] = rng.chance(0.96) ? '1' : rng.pick(['2', '3']);
  row[H.ACCT_PERFORMED_LTD_AUDIT_IND] = yesNo(rng.chance(0.6));
  row[H.ACCOUNTANT_FIRM_NAME] = auditor.name;
  row[H.ACCOUNTANT_FIRM_EIN] = auditor.ein;
  const late = rng.chance(0.05);
  row[H.FAIL_TRANSMIT_CONTRIB_IND] = yesNo(late);
  if (late)
    row[H.FAIL_TRANSMIT_CONTRIB_AMT] = s(
      Math.round(m.participant * 0.01) + 100,
    );
  row[H.LOANS_IN_DEFAULT_IND] = yesNo(false);
  row[H.LEASES_IN_DEFAULT_IND] = yesNo(false);
  row[H.PARTY_IN_INT_NOT_RPTD_IND] = yesNo(false);
  row[H.PLAN_INS_FDLTY_BOND_IND] = yesNo(true);
  row[H.PLAN_INS_FDLTY_BOND_AMT] = s(
    Math.min(
      500_000,
      Math.max(10_000, Math.round((m.assetsBoy * 0.1) / 1000) * 1000),
    ),
  );
  row[H.LOSS_DISCV_DUR_YEAR_IND] = yesNo(false);
  row[H.PLAN_BLACKOUT_PERIOD_IND] = yesNo(rng.chance(0.03));
  row[H.RES_TERM_PLAN_ADPT_IND] = yesNo(false);
  row[H.IQPA_AUDIT_FEES_AMT] = s(Math.round(m.professional * 0.8));
  row[H.OTH_RECORDKEEPING_FEES_AMT] = s(m.recordkeeping);
  sink.add(FILE.schH(f.yearIndex), row);
}

export function writeScheduleI(
  sink: ChunkSink,
  c: Company,
  plan: PlanDesign,
  f: Filing,
  m: PlanFinance,
  rng: Rng,
): void {
  const row = blankRow(SCH_I_HEADER);
  row[I.ACK_ID] = f.ack;
  row[I.SCH_I_PLAN_YEAR_BEGIN_DATE] = isoDate(f.py.begin);
  row[I.SCH_I_TAX_PRD] = isoDate(f.py.end);
  row[I.SCH_I_PLAN_NUM] = plan.pn;
  row[I.SCH_I_EIN] = c.ein;
  row[I.SMALL_TOT_ASSETS_BOY_AMT] = s(m.assetsBoy);
  row[I.SMALL_TOT_LIABILITIES_BOY_AMT] = s(m.liabilitiesBoy);
  row[I.SMALL_NET_ASSETS_BOY_AMT] = s(m.assetsBoy - m.liabilitiesBoy);
  row[I.SMALL_TOT_ASSETS_EOY_AMT] = s(m.assetsEoy);
  row[I.SMALL_TOT_LIABILITIES_EOY_AMT] = s(m.liabilitiesEoy);
  row[I.SMALL_NET_ASSETS_EOY_AMT] = s(m.assetsEoy - m.liabilitiesEoy);
  row[I.SMALL_EMPLR_CONTRIB_INCOME_AMT] = s(m.employer);
  row[I.SMALL_PARTICIPANT_CONTRIB_AMT] = s(m.participant);
  row[I.SMALL_OTH_CONTRIB_RCVD_AMT] = s(m.other);
  row[I.SMALL_OTHER_INCOME_AMT] = s(m.investment);
  row[I.SMALL_TOT_INCOME_AMT] = s(totalIncome(m));
  row[I.SMALL_TOT_DISTRIB_BNFT_AMT] = s(m.distributions);
  row[I.SMALL_CORRECTIVE_DISTRIB_AMT] = s(m.corrective);
  row[I.SMALL_ADMIN_SRVC_PROVIDERS_AMT] = s(m.recordkeeping + m.professional);
  row[I.SMALL_OTH_EXPENSES_AMT] = s(m.investmentFees);
  row[I.SMALL_TOT_EXPENSES_AMT] = s(totalExpenses(m));
  row[I.SMALL_NET_INCOME_AMT] = s(totalIncome(m) - totalExpenses(m));
  for (const column of [
    I.SMALL_JOINT_VENTURE_EOY_IND,
    I.SMALL_EMPLR_PROP_EOY_IND,
    I.SMALL_INV_REAL_ESTATE_EOY_IND,
    I.SMALL_EMPLR_SEC_EOY_IND,
    I.SMALL_MORTG_PARTCP_EOY_IND,
    I.SMALL_PERSONAL_PROP_EOY_IND,
    I.SMALL_LOANS_IN_DEFAULT_IND,
    I.SMALL_LEASES_IN_DEFAULT_IND,
    I.SM_PARTY_IN_INT_NOT_RPTD_IND,
    I.SMALL_LOSS_DISCV_DUR_YEAR_IND,
  ]) {
    row[column] = '2';
  }
  row[I.SMALL_OTH_LNS_PARTCP_EOY_IND] = yesNo(m.loans > 0);
  if (m.loans > 0) row[I.SMALL_OTH_LNS_PARTCP_EOY_AMT] = s(m.loans);
  row[I.SMALL_FAIL_TRANSM_CONTRIB_IND] = yesNo(rng.chance(0.04));
  row[I.SMALL_PLAN_INS_FDLTY_BOND_IND] = yesNo(rng.chance(0.95));
  row[I.SMALL_PLAN_INS_FDLTY_BOND_AMT] = s(
    Math.max(10_000, Math.round((m.assetsBoy * 0.1) / 1000) * 1000),
  );
  sink.add(FILE.schI(f.yearIndex), row);
}
