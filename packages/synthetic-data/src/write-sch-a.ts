import { carrierName, contractNumber } from './carriers';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import type { Company } from './company';
import type { GeneratorContext } from './context';
import { contractYear, type ContractYear } from './contract-amounts';
import { isoDate } from './dates';
import type { Filing } from './filing';
import { FILE } from './files';
import { SCH_A_HEADER } from './headers/sch-a';
import { benefitBoxes } from './sch-a-benefits';
import { brokersOf, writePart1 } from './write-sch-a-part1';
import type { PlanDesign } from './plan-design';
import { Rng } from './prng';
import type { LineDesign } from './welfare-lines';

const A = columnIndex(SCH_A_HEADER);

function premiums(
  row: string[],
  line: LineDesign,
  cy: ContractYear,
  rng: Rng,
): void {
  const experienceRated =
    line.line === 'health' && cy.covered >= 800 && rng.chance(0.3);
  if (!experienceRated) {
    row[A.WLFR_TOT_CHARGES_PAID_AMT] = String(cy.premium);
    return;
  }
  const claims = Math.round(cy.premium * rng.uniform(0.72, 0.9));
  const admin = Math.round(cy.premium * rng.uniform(0.05, 0.1));
  const taxes = Math.round(cy.premium * 0.02);
  row[A.WLFR_PREMIUM_RCVD_AMT] = String(cy.premium);
  row[A.WLFR_TOT_EARNED_PREM_AMT] = String(cy.premium);
  row[A.WLFR_CLAIMS_PAID_AMT] = String(claims);
  row[A.WLFR_INCURRED_CLAIM_AMT] = String(claims);
  row[A.WLFR_CLAIMS_CHRGD_AMT] = String(claims);
  row[A.WLFR_RET_COMMISSIONS_AMT] = String(cy.commission);
  row[A.WLFR_RET_ADMIN_AMT] = String(admin);
  row[A.WLFR_RET_TAXES_AMT] = String(taxes);
  row[A.WLFR_RET_TOT_AMT] = String(cy.commission + admin + taxes);
}

function header(
  row: string[],
  c: Company,
  plan: PlanDesign,
  f: Filing,
  formId: number,
) {
  row[A.ACK_ID] = f.ack;
  row[A.FORM_ID] = String(formId);
  row[A.SCH_A_PLAN_YEAR_BEGIN_DATE] = isoDate(f.py.begin);
  row[A.SCH_A_PLAN_YEAR_END_DATE] = isoDate(f.py.end);
  row[A.SCH_A_PLAN_NUM] = plan.pn;
  row[A.SCH_A_EIN] = c.ein;
}

/** Welfare contracts of a filing; returns how many Schedules A were written. */
export function writeWelfareScheduleA(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  plan: PlanDesign,
  f: Filing,
  rng: Rng,
): number {
  plan.lines.forEach((line, i) => {
    const formId = i + 1;
    const carrier = line.carriers[f.yearIndex]!;
    const brokers = brokersOf(ctx, c, plan, line, f.yearIndex);
    const cy = contractYear(
      line,
      f.py,
      f.eoy,
      f.yearIndex,
      brokers.length,
      rng,
    );
    const row = blankRow(SCH_A_HEADER);
    header(row, c, plan, f, formId);
    row[A.INS_CARRIER_NAME] = carrierName(carrier, rng);
    row[A.INS_CARRIER_EIN] = carrier.ein;
    row[A.INS_CARRIER_NAIC_CODE] = carrier.naic;
    row[A.INS_CONTRACT_NUM] = contractNumber(carrier, line.key);
    row[A.INS_PRSN_COVERED_EOY_CNT] = String(cy.covered);
    row[A.INS_POLICY_FROM_DATE] = isoDate(cy.from);
    row[A.INS_POLICY_TO_DATE] = isoDate(cy.to);
    row[A.INS_BROKER_COMM_TOT_AMT] = String(cy.commission);
    row[A.INS_BROKER_FEES_TOT_AMT] = String(cy.fees);
    benefitBoxes(row, line, rng);
    premiums(row, line, cy, rng);
    sink.add(FILE.schA(f.yearIndex), row);
    writePart1(ctx, sink, c, f, formId, brokers, cy, rng);
  });
  return plan.lines.length;
}

/** A group annuity contract of a pension plan (Schedule A Part II). */
export function writeAnnuityScheduleA(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  plan: PlanDesign,
  f: Filing,
  assets: number,
  rng: Rng,
): number {
  const stable = new Rng(ctx.seed, c.index, 0xa0, plan.slot);
  const carrier = ctx.carriers.pick(c.state.info, 'annuity', stable);
  const row = blankRow(SCH_A_HEADER);
  header(row, c, plan, f, 1);
  const balance = Math.round(assets * rng.uniform(0.1, 0.4));
  row[A.INS_CARRIER_NAME] = carrierName(carrier, rng);
  row[A.INS_CARRIER_EIN] = carrier.ein;
  row[A.INS_CARRIER_NAIC_CODE] = carrier.naic;
  row[A.INS_CONTRACT_NUM] = contractNumber(carrier, c.index * 8 + plan.slot);
  row[A.INS_PRSN_COVERED_EOY_CNT] = String(f.eoy);
  row[A.INS_POLICY_FROM_DATE] = isoDate(f.py.begin);
  row[A.INS_POLICY_TO_DATE] = isoDate(f.py.end);
  row[A.INS_BROKER_COMM_TOT_AMT] = '0';
  row[A.INS_BROKER_FEES_TOT_AMT] = '0';
  row[A.PENSION_EOY_GEN_ACCT_AMT] = String(balance);
  row[A.UNAL_CONTRACTS_GUAR_INVEST_IND] = '1';
  row[A.PENSION_EOY_BAL_AMT] = String(balance);
  sink.add(FILE.schA(f.yearIndex), row);
  return 1;
}
