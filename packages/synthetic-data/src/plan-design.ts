import type { Company } from './company';
import { RENEWAL_MONTHS } from './distributions';
import { pensionCodes, type PensionKind } from './plan-codes';
import type { Rng } from './prng';
import { welfareLines, type LineDesign } from './welfare-lines';
import type { GeneratorContext } from './context';
import type { Broker } from './brokers';

// The benefit plans of a company, decided once so that the same plan (EIN +
// plan number) is filed every year with consistent features.

export interface PlanDesign {
  /** 0-7: which plan of the company (part of its ACK_ID serials). */
  slot: number;
  kind: 'pension' | 'welfare';
  pn: string;
  form: 'F5500' | 'SF';
  financials: 'H' | 'I' | '';
  hasScheduleC: boolean;
  participants: number;
  startMonth: number;
  effectiveYear: number;
  pensionKind: PensionKind;
  pensionCodes: string;
  selfFunded: boolean;
  trust: boolean;
  lines: LineDesign[];
  /** A group annuity contract (pension Schedule A). */
  annuity: boolean;
  brokers: [Broker, Broker];
}

function pensionChance(employees: number): number {
  if (employees < 5) return 0.1;
  if (employees < 20) return 0.24;
  if (employees < 50) return 0.4;
  if (employees < 100) return 0.52;
  if (employees < 500) return 0.75;
  return 0.9;
}

function selfFundedChance(participants: number): number {
  if (participants < 200) return 0.08;
  if (participants < 500) return 0.2;
  if (participants < 1000) return 0.35;
  return 0.6;
}

function brokerPair(
  ctx: GeneratorContext,
  c: Company,
  rng: Rng,
): [Broker, Broker] {
  const first = ctx.brokers.pick(c, rng);
  // A new broker of record in 2025 for about one plan in twelve.
  const second = rng.chance(0.08) ? ctx.brokers.pick(c, rng) : first;
  return [first, second];
}

function pensionPlan(
  ctx: GeneratorContext,
  c: Company,
  rng: Rng,
  slot: number,
  pn: string,
  kind: PensionKind,
): PlanDesign {
  const participants = Math.max(
    1,
    Math.round(c.employees * rng.uniform(0.75, 1.3)),
  );
  const large = participants >= 100;
  const form = large || rng.chance(0.07) ? 'F5500' : 'SF';
  return {
    slot,
    kind: 'pension',
    pn,
    form,
    financials: form === 'SF' ? '' : large ? 'H' : 'I',
    hasScheduleC: large && rng.chance(0.85),
    participants,
    startMonth: rng.chance(0.88) ? 1 : RENEWAL_MONTHS.draw(rng),
    effectiveYear: Math.min(2024, c.founded + rng.range(0, 12)),
    pensionKind: kind,
    pensionCodes: pensionCodes(kind, rng),
    selfFunded: false,
    trust: true,
    lines: [],
    annuity: form === 'F5500' && rng.chance(0.12),
    brokers: brokerPair(ctx, c, rng),
  };
}

function welfarePlan(
  ctx: GeneratorContext,
  c: Company,
  rng: Rng,
  participants: number,
  form: 'F5500' | 'SF',
): PlanDesign {
  const selfFunded =
    form === 'F5500' && rng.chance(selfFundedChance(participants));
  const trust = form === 'SF' || (selfFunded && rng.chance(0.3));
  // Most welfare plans run on the calendar year even when a contract renews
  // mid-year (each contract keeps its own policy year).
  const startMonth = rng.chance(0.72) ? 1 : RENEWAL_MONTHS.draw(rng);
  return {
    slot: 4,
    kind: 'welfare',
    pn: '501',
    form,
    financials: form === 'F5500' && trust ? 'H' : '',
    hasScheduleC: form === 'F5500' && rng.chance(selfFunded ? 0.7 : 0.15),
    participants,
    startMonth,
    effectiveYear: Math.min(2024, c.founded + rng.range(0, 8)),
    pensionKind: '401k',
    pensionCodes: '',
    selfFunded,
    trust,
    lines:
      form === 'F5500'
        ? welfareLines(ctx, c, rng, startMonth, selfFunded, participants)
        : [],
    annuity: false,
    brokers: brokerPair(ctx, c, rng),
  };
}

export function designPlans(
  ctx: GeneratorContext,
  c: Company,
  rng: Rng,
): PlanDesign[] {
  const plans: PlanDesign[] = [];
  if (rng.chance(pensionChance(c.employees))) {
    const roll = rng.next();
    const kind: PensionKind =
      roll < 0.88
        ? '401k'
        : roll < 0.94
          ? 'profit-sharing'
          : c.employees < 30
            ? 'cash-balance'
            : 'db';
    plans.push(pensionPlan(ctx, c, rng, 0, '001', kind));
    if (c.employees >= 200 && rng.chance(0.12)) {
      const second = pensionPlan(
        ctx,
        c,
        rng,
        1,
        '002',
        rng.chance(0.5) ? 'db' : 'cash-balance',
      );
      plans.push(second);
    }
  }
  const participants = Math.round(c.employees * rng.uniform(0.6, 1.05));
  if (
    (participants >= 100 && rng.chance(0.88)) ||
    (participants >= 80 && rng.chance(0.15))
  ) {
    plans.push(welfarePlan(ctx, c, rng, participants, 'F5500'));
  } else if (participants >= 15 && participants < 100 && rng.chance(0.04)) {
    plans.push(welfarePlan(ctx, c, rng, participants, 'SF'));
  }
  return plans;
}
