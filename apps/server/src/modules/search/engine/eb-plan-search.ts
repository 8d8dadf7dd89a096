import type { Funding, PlanSearch } from '@edge/contracts';
import { addRange, idFlags, type Plan } from './plan';
import { FUNDING_BITS } from './search-index';

const FUNDING_VALUES: Record<Funding, number> = {
  fully_insured: FUNDING_BITS.insured,
  self_funded: FUNDING_BITS.selfFunded,
  mixed: FUNDING_BITS.insured | FUNDING_BITS.selfFunded,
};

/** Commission as a percent of premium; unknown without a premium. */
function addCommissionShare(
  plan: Plan,
  range: PlanSearch['commissionShareRange'],
) {
  if (range.min === null && range.max === null) return;
  const min = range.min ?? -Infinity;
  const max = range.max ?? Infinity;
  const { premium, commission } = plan.index;
  plan.check((r) => {
    const p = premium[r]!;
    const share = (commission[r]! / p) * 100;
    return p > 0 && share >= min && share <= max;
  });
}

/**
 * A change of carrier or broker with both its years within the last
 * `years` years of the newest Schedule A year (docs/decisions/0039).
 */
function addChangedWithin(
  plan: Plan,
  changeFrom: Int16Array,
  years: number | null,
) {
  if (years === null) return;
  const since = plan.index.newestContractYear - years;
  plan.check((r) => {
    const from = changeFrom[r]!;
    return from !== 0 && from >= since;
  });
}

/** Participants, plans, premium, commission, funding and changes. */
export function addPlanSearch(plan: Plan, criteria: PlanSearch): void {
  const { index } = plan;
  const ranges = [
    [index.participants, criteria.participantsRange],
    [index.planCount, criteria.planCountRange],
    [index.premium, criteria.premiumRange],
    [index.commission, criteria.commissionRange],
  ] as const;
  for (const [column, { min, max }] of ranges) {
    addRange(plan, column, min, max);
  }
  addCommissionShare(plan, criteria.commissionShareRange);
  if (criteria.funding.length > 0) {
    const wanted = idFlags(
      4,
      criteria.funding.map((f) => FUNDING_VALUES[f]),
    );
    const funding = index.funding;
    plan.check((r) => wanted[funding[r]!] === 1);
  }
  addChangedWithin(
    plan,
    index.carrierChangeFrom,
    criteria.carrierChangedWithin,
  );
  addChangedWithin(plan, index.brokerChangeFrom, criteria.brokerChangedWithin);
}
