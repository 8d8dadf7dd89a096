import { columnIndex, blankRow } from './columns';
import type { GeneratorContext } from './context';
import type { ZipInfo } from './geography';
import { CRIME_SCORES_HEADER } from './headers/custom';
import { hashString, Rng } from './prng';

// crime_scores.csv: one row per ZIP used by the generated companies. The
// index is 100 at the national average; cities score higher than the
// countryside. Ratings use the NRI's words.

const K = columnIndex(CRIME_SCORES_HEADER);

export function crimeRating(index: number): string {
  if (index >= 180) return 'Very High';
  if (index >= 125) return 'Relatively High';
  if (index >= 85) return 'Relatively Moderate';
  if (index >= 55) return 'Relatively Low';
  return 'Very Low';
}

export function crimeRows(
  ctx: GeneratorContext,
  zips: Iterable<string>,
): string[][] {
  const byZip = new Map<string, ZipInfo>();
  const perCity = new Map<string, number>();
  for (const state of ctx.geo.states) {
    for (const z of state.zips) {
      byZip.set(z.zip, z);
      const key = `${z.state}|${z.city}`;
      perCity.set(key, (perCity.get(key) ?? 0) + 1);
    }
  }
  const rows: string[][] = [];
  for (const zip of [...zips].sort()) {
    const info = byZip.get(zip);
    if (!info) continue;
    const rng = new Rng(ctx.seed, hashString(zip), 0xc71);
    const cityZips = perCity.get(`${info.state}|${info.city}`) ?? 1;
    const urban = 0.7 + 0.12 * Math.log2(cityZips);
    const index = Math.max(
      5,
      Math.round(100 * urban * rng.lognormal(0.92, 0.45)),
    );
    const row = blankRow(CRIME_SCORES_HEADER);
    row[K.ZIP] = zip;
    row[K.STCOFIPS] = info.countyFips;
    row[K.STATE] = info.state;
    row[K.CRIME_INDEX] = String(index);
    row[K.VIOLENT_CRIME_INDEX] = String(
      Math.max(1, Math.round(index * rng.lognormal(1, 0.3))),
    );
    row[K.PROPERTY_CRIME_INDEX] = String(
      Math.max(1, Math.round(index * rng.lognormal(1, 0.15))),
    );
    row[K.CRIME_RATING] = crimeRating(index);
    row[K.DATA_YEAR] = '2025';
    row[K.AS_OF_DATE] = ctx.asOfText;
    rows.push(row);
  }
  return rows;
}
