import type { CarrierSpec, Line } from './carrier-list';
import { KAISER_STATES } from './carrier-regional';
import type { Company } from './company';
import type { GeneratorContext } from './context';
import { RENEWAL_MONTHS } from './distributions';
import type { Rng } from './prng';

// The insurance contracts of a welfare plan (one Schedule A each): 2 to 6
// lines, each with a carrier per plan year and its own renewal month.

export interface LineDesign {
  line: Line;
  renewalMonth: number;
  carriers: [CarrierSpec, CarrierSpec];
  /** Seed of the contract number and amounts. */
  key: number;
  /** Persons covered per participant. */
  coveredShare: number;
  /** Annual premium per covered person. */
  rate: number;
  /** Large groups often pay the broker a fee instead of commission. */
  feeBased: boolean;
}

// [median premium per covered person per year, commission rate range]
export const LINE_ECONOMICS: Record<Line, readonly [number, number, number]> = {
  health: [13_500, 0.02, 0.06],
  hmo: [12_500, 0.02, 0.05],
  stoploss: [2_400, 0.03, 0.08],
  dental: [650, 0.05, 0.1],
  vision: [170, 0.05, 0.1],
  life: [160, 0.08, 0.15],
  std: [280, 0.08, 0.15],
  ltd: [330, 0.08, 0.15],
  voluntary: [220, 0.1, 0.2],
  annuity: [0, 0, 0],
};

const COVERED: Partial<Record<Line, readonly [number, number]>> = {
  health: [0.6, 0.85],
  hmo: [0.1, 0.3],
  stoploss: [0.6, 0.85],
  dental: [0.5, 0.8],
  vision: [0.45, 0.75],
  life: [0.9, 1],
  std: [0.6, 1],
  ltd: [0.6, 1],
  voluntary: [0.15, 0.4],
};

function wanted(c: Company, rng: Rng, selfFunded: boolean): Line[] {
  const lines: Line[] = [];
  if (!selfFunded) lines.push('health');
  else if (rng.chance(0.85)) lines.push('stoploss');
  if (KAISER_STATES.has(c.state.info.abbr) && rng.chance(0.25))
    lines.push('hmo');
  if (rng.chance(0.8)) lines.push('dental');
  if (rng.chance(0.6)) lines.push('vision');
  if (rng.chance(0.85)) lines.push('life');
  if (rng.chance(0.45)) lines.push('std');
  if (rng.chance(0.55)) lines.push('ltd');
  if (rng.chance(0.3)) lines.push('voluntary');
  if (lines.length < 2) lines.push(lines.includes('life') ? 'dental' : 'life');
  while (lines.length > 6) {
    const drop = ['voluntary', 'std', 'vision', 'hmo'].find((l) =>
      lines.includes(l as Line),
    );
    lines.splice(lines.indexOf(drop as Line), 1);
  }
  return lines;
}

export function welfareLines(
  ctx: GeneratorContext,
  c: Company,
  rng: Rng,
  startMonth: number,
  selfFunded: boolean,
  participants: number,
): LineDesign[] {
  const state = c.state.info;
  let lifeCarrier: CarrierSpec | undefined;
  return wanted(c, rng, selfFunded).map((line, i) => {
    let carrier = ctx.carriers.pick(state, line, rng);
    if (line === 'life') lifeCarrier = carrier;
    if ((line === 'std' || line === 'ltd') && lifeCarrier?.lines[line]) {
      if (rng.chance(0.65)) carrier = lifeCarrier;
    }
    const keep = line === 'health' ? 0.85 : 0.88;
    const next = rng.chance(keep)
      ? carrier
      : ctx.carriers.pick(state, line, rng);
    const [low, high] = COVERED[line] ?? [0.5, 0.9];
    const [median] = LINE_ECONOMICS[line];
    const medical = line === 'health' || line === 'hmo' || line === 'stoploss';
    return {
      line,
      renewalMonth:
        startMonth !== 1 || (medical ? rng.chance(0.8) : rng.chance(0.6))
          ? startMonth
          : RENEWAL_MONTHS.draw(rng),
      carriers: [carrier, next],
      key: (c.index * 8 + i) >>> 0,
      coveredShare: rng.uniform(low, high),
      rate: rng.lognormal(median, 0.18),
      feeBased: participants >= 1000 && medical && rng.chance(0.5),
    };
  });
}
