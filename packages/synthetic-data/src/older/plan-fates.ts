import { pickOf, unitOf } from './older-choice';
import type { FilingDataset, PlanFilings } from './plan-index';

// What the older extract does with each plan, drawn from the plan's key:
// - a few plans are missing altogether (today they are new plans);
// - some plans lack their newest filing (a new filing), and their
//   previous one differs (carrier, brokers, premium, participants);
// - some plans' newest filing differs;
// - some plans lack one line of coverage in every filing (a new line);
// - a plan that ended shows no final filing yet, or lacks it.

export type AlterKind = 'participants' | 'carrier' | 'brokers' | 'premium';

export interface FilingFate {
  plan: PlanFilings;
  dataset: FilingDataset;
  leftOut?: 'new' | 'new_plan';
  unfinal?: boolean;
  alter: AlterKind[];
  dropLine?: boolean;
}

const NEW_PLAN_BELOW = 0.025;
const NEW_FILING_BELOW = 0.1;
const ALTERED_BELOW = 0.18;
const NEW_LINE_BELOW = 0.23;
const UNFINAL_SHARE = 0.65;

const ALTER_KINDS: readonly AlterKind[] = [
  'participants',
  'carrier',
  'brokers',
  'premium',
];

// Each kind for about half of the filings, at least one.
function alterKinds(seed: number, plan: PlanFilings, ack: string) {
  if (plan.dataset === 'f5500_sf') return ['participants' as const];
  const kinds = ALTER_KINDS.filter(
    (kind) => unitOf(seed, `alter ${kind}`, ack) < 0.5,
  );
  return kinds.length > 0 ? kinds : [pickOf(ALTER_KINDS, seed, 'alter', ack)];
}

function fatesOf(
  seed: number,
  plan: PlanFilings,
  fates: Map<string, FilingFate>,
) {
  const fate = (ack: string): FilingFate => {
    let found = fates.get(ack);
    if (!found) {
      found = { plan, dataset: plan.dataset, alter: [] };
      fates.set(ack, found);
    }
    return found;
  };
  const all = plan.acks.flat();
  const newest = plan.acks.at(-1)!;
  const previous = plan.acks.slice(0, -1).flat();
  const unit = unitOf(seed, 'plan', plan.key);
  if (unit < NEW_PLAN_BELOW) {
    for (const ack of all) fate(ack).leftOut = 'new_plan';
    return;
  }
  if (newest.length > 0 && unit < NEW_FILING_BELOW) {
    for (const ack of newest) fate(ack).leftOut = 'new';
    for (const ack of previous) fate(ack).alter = alterKinds(seed, plan, ack);
  } else if (newest.length > 0 && unit < ALTERED_BELOW) {
    for (const ack of newest) fate(ack).alter = alterKinds(seed, plan, ack);
  } else if (plan.dataset === 'f5500' && unit < NEW_LINE_BELOW) {
    for (const ack of all) fate(ack).dropLine = true;
  }
  for (const ack of plan.finalAcks) {
    if (fates.get(ack)?.leftOut) continue;
    if (unitOf(seed, 'final', ack) < UNFINAL_SHARE) fate(ack).unfinal = true;
    else fate(ack).leftOut = 'new';
  }
}

/** The filings the older extract lacks or holds otherwise, by ACK_ID. */
export function planFates(
  seed: number,
  plans: ReadonlyMap<string, PlanFilings>,
): Map<string, FilingFate> {
  const fates = new Map<string, FilingFate>();
  for (const plan of plans.values()) fatesOf(seed, plan, fates);
  return fates;
}
