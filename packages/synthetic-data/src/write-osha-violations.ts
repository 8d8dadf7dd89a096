import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import type { GeneratorContext } from './context';
import { isoDate, yearOf } from './dates';
import { FILE } from './files';
import { OSHA_VIOLATION_HEADER } from './headers/osha';
import {
  ABATEMENT,
  CONSTRUCTION_STANDARDS,
  GENERAL_DUTY,
  INDUSTRY_STANDARDS,
  seriousMaximum,
  VIOLATION_TYPES,
} from './osha-codes';
import type { Rng } from './prng';

// osha_violation: about 60% of inspections cite at least one item; serious
// items settle at a few thousand dollars, willful and repeat ones far higher.

const V = columnIndex(OSHA_VIOLATION_HEADER);

export interface InspectionFacts {
  activity: string;
  open: number;
  type: string;
  construction: boolean;
  safety: boolean;
  employees: number;
  /** Latest final order day of its citations (0 when none), set here. */
  closedBy: number;
}

function sizeFactor(employees: number): number {
  if (employees <= 10) return 0.3;
  if (employees <= 25) return 0.4;
  if (employees <= 100) return 0.6;
  if (employees <= 250) return 0.8;
  return 1;
}

function initialPenalty(
  type: string,
  gravity: number,
  year: number,
  employees: number,
  rng: Rng,
) {
  const max = seriousMaximum(year);
  const base = max * (0.25 + gravity * 0.075) * sizeFactor(employees);
  switch (type) {
    case 'S':
      return base;
    case 'O':
      return rng.chance(0.4) ? 0 : base * rng.uniform(0.1, 0.4);
    case 'R':
      return Math.min(max * 10, base * rng.range(2, 10));
    case 'W':
      return max * 10 * rng.uniform(0.4, 1);
    default:
      return base * 0.5;
  }
}

function related(type: string): string {
  return type === 'A' ? 'A' : type === 'B' ? 'C' : type === 'C' ? 'R' : '';
}

export function writeViolations(
  ctx: GeneratorContext,
  sink: ChunkSink,
  facts: InspectionFacts,
  rng: Rng,
): void {
  if (!rng.chance(facts.construction ? 0.66 : 0.55)) return;
  const issued = facts.open + rng.range(20, 170);
  if (issued > ctx.asOf) return;
  let count = 1;
  while (count < 20 && rng.chance(0.55)) count += 1;
  const contested = rng.chance(0.08);
  const settled = rng.chance(0.6);
  const finalOrder =
    issued + (contested ? rng.range(60, 400) : rng.range(15, 40));
  const standards = facts.construction
    ? CONSTRUCTION_STANDARDS
    : INDUSTRY_STANDARDS;
  const items = [0, 0, 0];
  for (let i = 0; i < count; i += 1) {
    const type = VIOLATION_TYPES.draw(rng);
    const citation = type === 'O' ? 1 : type === 'R' || type === 'W' ? 2 : 0;
    items[citation]! += 1;
    const gravity = type === 'O' ? rng.range(1, 3) : rng.range(3, 10);
    const initial = Math.round(
      initialPenalty(type, gravity, yearOf(issued), facts.employees, rng),
    );
    const final =
      finalOrder <= ctx.asOf && settled
        ? Math.round(initial * rng.uniform(0.4, 0.8))
        : initial;
    const row = blankRow(OSHA_VIOLATION_HEADER);
    const group = rng.chance(0.05) ? rng.pick(['A', 'B']) : '';
    row[V.activity_nr] = facts.activity;
    row[V.citation_id] =
      `0${citation + 1}${String(items[citation]).padStart(3, '0')}${group}`;
    row[V.delete_flag] = rng.chance(0.02) ? 'X' : '';
    row[V.standard] = rng.chance(0.02) ? GENERAL_DUTY : rng.pick(standards);
    row[V.viol_type] = type;
    row[V.issuance_date] = isoDate(issued);
    const abate = issued + rng.range(7, 60);
    row[V.abate_date] = isoDate(abate);
    row[V.abate_complete] = abate <= ctx.asOf ? ABATEMENT.draw(rng) : '';
    row[V.current_penalty] = String(final);
    row[V.initial_penalty] = String(initial);
    if (contested) row[V.contest_date] = isoDate(issued + rng.range(5, 15));
    if (finalOrder <= ctx.asOf) row[V.final_order_date] = isoDate(finalOrder);
    row[V.nr_instances] = String(rng.chance(0.7) ? 1 : rng.range(2, 6));
    row[V.nr_exposed] = String(
      Math.max(1, Math.min(facts.employees, rng.range(1, 25))),
    );
    row[V.rec] = related(facts.type);
    row[V.gravity] = String(gravity);
    row[V.emphasis] = rng.chance(0.12) ? 'X' : '';
    row[V.load_dt] = ctx.asOfText;
    sink.add(FILE.oshaViolation, row);
  }
  facts.closedBy = finalOrder;
}
