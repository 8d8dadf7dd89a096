import type { GeneratorContext } from './context';
import { NRI_HAZARDS, NRI_HEADER, type Hazard } from './nri-columns';
import { countiesOf, type County } from './nri-geography';
import { FREQUENCY, hazardIntensity, LOSS_RATE } from './nri-hazards';
import { hashString, Rng } from './prng';

// NRI_Table_Counties.csv: one row per county of the ZIP table. Scores are
// national percentiles (0-100) of expected loss and risk; ratings use the
// NRI's exact words.

interface HazardValues {
  afreq: number;
  eal: number;
  risk: number;
}

interface CountyValues {
  county: County;
  population: number;
  buildValue: number;
  agriValue: number;
  area: number;
  sovi: number;
  resl: number;
  hazards: Map<Hazard, HazardValues | null>;
}

export function rating(score: number): string {
  if (score >= 90) return 'Very High';
  if (score >= 70) return 'Relatively High';
  if (score >= 40) return 'Relatively Moderate';
  if (score >= 15) return 'Relatively Low';
  return 'Very Low';
}

/** Percentile (0-100) of each value among the values given. */
function percentiles(values: number[]): Map<number, number> {
  const sorted = [...values].sort((a, b) => a - b);
  const out = new Map<number, number>();
  sorted.forEach((v, i) =>
    out.set(v, sorted.length > 1 ? (100 * i) / (sorted.length - 1) : 100),
  );
  return out;
}

function measure(county: County, seed: number): CountyValues {
  const rng = new Rng(seed, hashString(county.fips), 0x4e1);
  const population = Math.round(county.zipCount * rng.lognormal(9_000, 0.9));
  const buildValue = Math.round(population * rng.lognormal(140_000, 0.3));
  const hazards = new Map<Hazard, HazardValues | null>();
  for (const h of NRI_HAZARDS) {
    const intensity = hazardIntensity(h, county, rng);
    if (intensity === null) {
      hazards.set(h, null);
      continue;
    }
    // Losses grow faster than the hazard: where it is strong, events are
    // both more frequent and more severe; exposure matters less than place.
    const eal = buildValue * LOSS_RATE[h] * intensity ** 2;
    hazards.set(h, {
      afreq: FREQUENCY[h] * intensity,
      eal,
      risk: eal * rng.uniform(0.8, 1.3),
    });
  }
  return {
    county,
    population,
    buildValue,
    agriValue: Math.round(
      rng.lognormal(population < 30_000 ? 60e6 : 15e6, 0.8),
    ),
    area: rng.lognormal(620, 0.7),
    sovi: rng.uniform(0, 100),
    resl: rng.uniform(0, 100),
    hazards,
  };
}

const f2 = (v: number) => v.toFixed(2);
const f4 = (v: number) => v.toFixed(4);

export function nriRows(ctx: GeneratorContext): string[][] {
  const all = countiesOf(ctx.geo).map((c) => measure(c, ctx.seed));
  const total = (v: CountyValues, key: 'eal' | 'risk') =>
    [...v.hazards.values()].reduce((sum, h) => sum + (h ? h[key] : 0), 0);
  const riskPct = percentiles(all.map((v) => total(v, 'risk')));
  const ealPct = percentiles(all.map((v) => total(v, 'eal')));
  const statePct = new Map<
    string,
    { risk: Map<number, number>; eal: Map<number, number> }
  >();
  for (const abbr of new Set(all.map((v) => v.county.state.abbr))) {
    const inState = all.filter((v) => v.county.state.abbr === abbr);
    statePct.set(abbr, {
      risk: percentiles(inState.map((v) => total(v, 'risk'))),
      eal: percentiles(inState.map((v) => total(v, 'eal'))),
    });
  }
  const hazardPct = new Map(
    NRI_HAZARDS.map((h) => {
      const values = all.flatMap((v) =>
        v.hazards.get(h) ? [v.hazards.get(h)!] : [],
      );
      return [
        h,
        {
          eal: percentiles(values.map((x) => x.eal)),
          risk: percentiles(values.map((x) => x.risk)),
        },
      ] as const;
    }),
  );
  return all.map((v) => {
    const { county } = v;
    const risk = total(v, 'risk');
    const eal = total(v, 'eal');
    const riskScore = riskPct.get(risk)!;
    const ealScore = ealPct.get(eal)!;
    const inState = statePct.get(county.state.abbr)!;
    const row: string[] = [
      `C${county.fips}`,
      county.state.name,
      county.state.abbr,
      county.state.fips,
      county.name,
      county.type,
      county.fips.slice(2),
      county.fips,
      String(v.population),
      String(v.buildValue),
      String(v.agriValue),
      f2(v.area),
      f2(risk),
      f4(riskScore),
      rating(riskScore),
      f4(inState.risk.get(risk)!),
      f4(ealScore),
      rating(ealScore),
      f4(inState.eal.get(eal)!),
      f2(eal),
      f4(v.sovi),
      rating(v.sovi),
      f4(v.resl),
      rating(v.resl),
      f4(0.75 + v.sovi / 200 - v.resl / 400),
    ];
    for (const h of NRI_HAZARDS) {
      const values = v.hazards.get(h);
      if (!values) {
        row.push('', '', '', 'Not Applicable', '', '', 'Not Applicable');
        continue;
      }
      const pct = hazardPct.get(h)!;
      const ealS = pct.eal.get(values.eal)!;
      const riskS = pct.risk.get(values.risk)!;
      row.push(
        f4(values.afreq),
        f2(values.eal),
        f4(ealS),
        rating(ealS),
        f2(values.risk),
        f4(riskS),
        rating(riskS),
      );
    }
    row.push('March 2023');
    if (row.length !== NRI_HEADER.length) throw new Error('NRI row width');
    return row;
  });
}
