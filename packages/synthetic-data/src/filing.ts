import type { Company } from './company';
import type { GeneratorContext } from './context';
import {
  ackId,
  planYear,
  receipt,
  type PlanYear,
  type Receipt,
} from './filing-dates';
import { YEARS } from './files';
import { planName } from './plan-codes';
import type { PlanDesign } from './plan-design';
import { withSuffix } from './name-variants';
import { randomPerson, type Person } from './people';
import { hash32, type Rng } from './prng';
import { NAME_STYLES, sourceName } from './source-names';

// One Form 5500 or 5500-SF filing: a plan in one plan year.

export interface Filing {
  ack: string;
  yearIndex: number;
  py: PlanYear;
  receipt: Receipt;
  sponsor: string;
  planName: string;
  /** Participants at the beginning and the end of the plan year. */
  boy: number;
  eoy: number;
  signer: Person;
  amended: boolean;
  initial: boolean;
  /** The plan's last filing: it ended during the plan year. */
  final: boolean;
}

// Plans that end with the newest plan year. Drawn from a hash, not the
// company's stream, so no other value of the data set moves.
const FINAL_FILING_SHARE = 0.03;

function isFinalFiling(
  ctx: GeneratorContext,
  c: Company,
  plan: PlanDesign,
  yearIndex: number,
): boolean {
  if (yearIndex !== YEARS.length - 1) return false;
  return (
    hash32(ctx.seed, c.index, plan.slot, 0xf17a1) / 2 ** 32 < FINAL_FILING_SHARE
  );
}

/** Participants drift a little from year to year. */
export function participantsFor(plan: PlanDesign, yearIndex: number, rng: Rng) {
  const growth = yearIndex === 0 ? 0 : rng.normal() * 0.07 + 0.02;
  const boy = Math.max(1, Math.round(plan.participants * (1 + growth)));
  const eoy = Math.max(1, Math.round(boy * (1 + rng.normal() * 0.06 + 0.02)));
  return { boy, eoy };
}

export function makeFiling(
  ctx: GeneratorContext,
  c: Company,
  plan: PlanDesign,
  yearIndex: number,
  year: number,
  rng: Rng,
  signer: Person,
): Filing | null {
  const py = planYear(year, plan.startMonth);
  const r = receipt(rng, py.end);
  const { boy, eoy } = participantsFor(plan, yearIndex, rng);
  // The newest plan year is incomplete: later plan years are not due yet
  // and some filings are still in processing.
  if (r.day > ctx.asOf || (yearIndex === 1 && rng.chance(0.11))) return null;
  const sponsor = sourceName(c, rng, NAME_STYLES.dol);
  const kind = plan.kind === 'welfare' ? 'welfare' : plan.pensionKind;
  return {
    ack: ackId(ctx.seed, r, c.index, plan.slot, yearIndex),
    yearIndex,
    py,
    receipt: r,
    sponsor,
    planName: planName(
      kind,
      withSuffix(c.base, c.suffix, 'plain'),
      plan.slot + c.index,
    ),
    boy,
    eoy,
    signer: rng.chance(0.9) ? signer : randomPerson(rng),
    amended: rng.chance(0.03),
    initial: plan.effectiveYear === year,
    final: isFinalFiling(ctx, c, plan, yearIndex),
  };
}
