import type { Filing } from './filing';
import type { PlanDesign } from './plan-design';
import type { Rng } from './prng';

// A plan's money in one plan year (Schedules H and I, 5500-SF): the next
// year starts from this year's end.

export interface PlanFinance {
  assetsBoy: number;
  assetsEoy: number;
  liabilitiesBoy: number;
  liabilitiesEoy: number;
  employer: number;
  participant: number;
  other: number;
  investment: number;
  distributions: number;
  insuranceBenefits: number;
  corrective: number;
  adminExpenses: number;
  professional: number;
  recordkeeping: number;
  investmentFees: number;
  loans: number;
}

function openingAssets(plan: PlanDesign, boy: number, rng: Rng): number {
  if (plan.kind === 'welfare') return Math.round(boy * rng.lognormal(900, 1));
  const median = plan.form === 'SF' ? 30_000 : 52_000;
  return Math.round(boy * rng.lognormal(median, plan.form === 'SF' ? 1 : 0.75));
}

export function planFinance(
  plan: PlanDesign,
  f: Filing,
  previousEoy: number | null,
  rng: Rng,
): PlanFinance {
  const assetsBoy = previousEoy ?? openingAssets(plan, f.boy, rng);
  const active = f.boy * 0.8;
  let employer: number;
  let participant = 0;
  let distributions = 0;
  let insuranceBenefits = 0;
  if (plan.kind === 'welfare') {
    employer = Math.round(f.boy * rng.lognormal(9_000, 0.3));
    participant = Math.round(employer * rng.uniform(0.15, 0.3));
    insuranceBenefits = Math.round(
      (employer + participant) * rng.uniform(0.85, 0.98),
    );
  } else {
    const db = plan.pensionKind === 'db' || plan.pensionKind === 'cash-balance';
    employer = db
      ? Math.round(assetsBoy * rng.uniform(0.04, 0.09) + f.boy * 800)
      : Math.round(
          active * rng.lognormal(plan.form === 'SF' ? 1_500 : 2_200, 0.8),
        );
    if (plan.pensionKind === '401k') {
      participant = Math.round(active * rng.lognormal(4_800, 0.5));
    }
    if (plan.form !== 'SF' || rng.chance(0.6)) {
      distributions = Math.round(assetsBoy * rng.uniform(0.02, 0.12));
    }
  }
  const other = rng.chance(0.1)
    ? Math.round(employer * rng.uniform(0.02, 0.2))
    : 0;
  const rate = f.yearIndex === 0 ? 0.11 : 0.09;
  const base = assetsBoy + (employer + participant - distributions) / 2;
  const investment =
    plan.kind === 'welfare'
      ? Math.round(assetsBoy * 0.03)
      : Math.round(base * (rate + rng.normal() * 0.06));
  const recordkeeping = Math.round(f.boy * rng.uniform(25, 60));
  const professional =
    plan.financials === 'H'
      ? Math.round(rng.uniform(8_000, 30_000))
      : Math.round(rng.uniform(500, 3_000));
  const investmentFees =
    plan.kind === 'welfare'
      ? 0
      : Math.round(assetsBoy * rng.uniform(0.0005, 0.003));
  const adminExpenses = recordkeeping + professional + investmentFees;
  const corrective = rng.chance(0.03) ? Math.round(rng.uniform(200, 8_000)) : 0;
  const assetsEoy = Math.max(
    0,
    assetsBoy +
      employer +
      participant +
      other +
      investment -
      distributions -
      insuranceBenefits -
      adminExpenses -
      corrective,
  );
  const liabilitiesBoy = rng.chance(0.15) ? Math.round(assetsBoy * 0.005) : 0;
  const liabilitiesEoy = rng.chance(0.15) ? Math.round(assetsEoy * 0.005) : 0;
  const loans =
    plan.pensionKind === '401k' && plan.kind === 'pension' && rng.chance(0.6)
      ? Math.round(assetsEoy * rng.uniform(0.01, 0.04))
      : 0;
  return {
    assetsBoy,
    assetsEoy,
    liabilitiesBoy,
    liabilitiesEoy,
    employer,
    participant,
    other,
    investment,
    distributions,
    insuranceBenefits,
    corrective,
    adminExpenses,
    professional,
    recordkeeping,
    investmentFees,
    loans,
  };
}

export const totalIncome = (m: PlanFinance) =>
  m.employer + m.participant + m.other + m.investment;
export const totalExpenses = (m: PlanFinance) =>
  m.distributions + m.insuranceBenefits + m.corrective + m.adminExpenses;
