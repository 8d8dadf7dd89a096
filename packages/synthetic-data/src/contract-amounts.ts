import type { Line } from './carrier-list';
import { addYears, dayNumber } from './dates';
import type { PlanYear } from './filing-dates';
import type { Rng } from './prng';
import { LINE_ECONOMICS, type LineDesign } from './welfare-lines';

// Policy year, persons covered, premium and broker compensation of one
// insurance contract in one plan year.

export interface ContractYear {
  from: number;
  to: number;
  covered: number;
  premium: number;
  commission: number;
  fees: number;
}

// A medical contract's premium per person covered stays within what
// employers pay for single to family coverage (KFF, business-facts.md).
const MEDICAL_PER_COVERED: readonly [number, number] = [6_000, 25_000];

/** The policy year ending with or within the plan year. */
export function policyYear(
  py: PlanYear,
  renewalMonth: number,
): [number, number] {
  let renewal = dayNumber(py.year, renewalMonth, 1);
  if (renewal <= py.begin) renewal = dayNumber(py.year + 1, renewalMonth, 1);
  return [addYears(renewal, -1), renewal - 1];
}

export function contractYear(
  design: LineDesign,
  py: PlanYear,
  participants: number,
  yearIndex: number,
  brokerCount: number,
  rng: Rng,
): ContractYear {
  const [from, to] = policyYear(py, design.renewalMonth);
  const covered = Math.max(
    1,
    Math.round(participants * design.coveredShare * rng.uniform(0.97, 1.03)),
  );
  const trend = yearIndex === 0 ? 1 : 1.07;
  let perCovered = design.rate * trend * rng.uniform(0.97, 1.03);
  if (design.line === 'health' || design.line === 'hmo') {
    const [least, most] = MEDICAL_PER_COVERED;
    perCovered = Math.min(most, Math.max(least, perCovered));
  }
  const premium = Math.round(covered * perCovered);
  const [, low, high] = LINE_ECONOMICS[design.line];
  if (brokerCount === 0)
    return { from, to, covered, premium, commission: 0, fees: 0 };
  if (design.feeBased) {
    return {
      from,
      to,
      covered,
      premium,
      commission: 0,
      fees: Math.round(premium * rng.uniform(0.008, 0.02)),
    };
  }
  const commission = Math.round(premium * rng.uniform(low, high));
  const fees = rng.chance(0.1)
    ? Math.round(premium * rng.uniform(0.002, 0.008))
    : 0;
  return { from, to, covered, premium, commission, fees };
}

/** How many brokers a contract lists on Part 1 (0-3). */
export function brokerCount(line: Line, rng: Rng): number {
  const roll = rng.next();
  if (line === 'stoploss') return roll < 0.6 ? 0 : 1;
  if (line === 'voluntary') return roll < 0.1 ? 0 : roll < 0.8 ? 1 : 2;
  return roll < 0.12 ? 0 : roll < 0.8 ? 1 : roll < 0.95 ? 2 : 3;
}

/** Splits an amount between brokers: the first takes most of it. */
export function split(amount: number, parts: number, rng: Rng): number[] {
  if (parts <= 1) return [amount];
  const shares = [rng.uniform(0.6, 0.95)];
  let rest = 1 - shares[0]!;
  for (let i = 1; i < parts - 1; i += 1) {
    const share = rest * rng.uniform(0.3, 0.7);
    shares.push(share);
    rest -= share;
  }
  shares.push(rest);
  const out = shares.map((s) => Math.round(amount * s));
  out[0]! += amount - out.reduce((a, b) => a + b, 0);
  return out;
}
