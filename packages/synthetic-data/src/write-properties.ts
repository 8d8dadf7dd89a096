import { drawZipStyle, longStreet, zipText, type Address } from './addresses';
import type { ChunkSink } from './chunk-sink';
import { blankRow, columnIndex } from './columns';
import {
  elsewhereInState,
  isInEverySource,
  STREAM,
  type Company,
} from './company';
import type { GeneratorContext } from './context';
import { isoDate } from './dates';
import { Weighted } from './distributions';
import { FILE } from './files';
import { PROPERTIES_HEADER } from './headers/custom';
import { permute, Rng } from './prng';
import { NAME_STYLES, rowAddress, sourceName } from './source-names';

// properties.csv: assessor-style parcels owned by companies (reference §6):
// half of buildings 5,000 sq ft or less, mean near 16,000; about half built
// before 1980.

const P = columnIndex(PROPERTIES_HEADER);

const LAND_USES: Record<string, string> = {
  C100: 'RETAIL STORE',
  C110: 'SHOPPING CENTER',
  C120: 'MIXED USE COMMERCIAL',
  C200: 'OFFICE BUILDING',
  C210: 'MEDICAL OFFICE',
  C220: 'FLEX/OFFICE-WAREHOUSE',
  C300: 'RESTAURANT',
  C310: 'FAST FOOD RESTAURANT',
  C400: 'HOTEL/MOTEL',
  C500: 'AUTO SERVICE/REPAIR',
  C600: 'BANK',
  C700: 'NURSING HOME',
  C800: 'SCHOOL/DAYCARE',
  C900: 'RECREATIONAL',
  E100: 'CHURCH/RELIGIOUS',
  I100: 'LIGHT INDUSTRIAL',
  I200: 'HEAVY INDUSTRIAL',
  I300: 'WAREHOUSE/DISTRIBUTION',
  I400: 'TRUCK TERMINAL',
  A100: 'AGRICULTURAL',
  U100: 'UTILITY',
};

const ERAS = new Weighted<readonly [number, number]>([
  [[1900, 1949], 15],
  [[1950, 1979], 35],
  [[1980, 1999], 25],
  [[2000, 2024], 25],
]);

const CLASSES = [
  'FRAME',
  'JOISTED MASONRY',
  'NON-COMBUSTIBLE',
  'MASONRY NON-COMBUSTIBLE',
  'FIRE RESISTIVE',
] as const;

const COSTLY = new Set(['CA', 'NY', 'MA', 'DC', 'HI', 'WA', 'NJ', 'CT']);
const CHEAP = new Set(['MS', 'AR', 'WV', 'OK', 'AL', 'KY', 'KS', 'IA', 'PR']);

function constructionClass(year: number, area: number, rng: Rng): string {
  if (area > 80_000) return rng.pick(CLASSES.slice(2));
  if (year < 1950) return rng.pick(['FRAME', 'FRAME', 'JOISTED MASONRY']);
  const roll = rng.next();
  return roll < 0.35
    ? CLASSES[0]
    : roll < 0.65
      ? CLASSES[1]
      : roll < 0.85
        ? CLASSES[2]
        : roll < 0.96
          ? CLASSES[3]
          : CLASSES[4];
}

function parcel(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  k: number,
  site: Address,
  rng: Rng,
): void {
  const row = blankRow(PROPERTIES_HEADER);
  const id = `P${String(permute(c.index * 8 + k, 26, ctx.seed ^ 0x9909)).padStart(8, '0')}`;
  const use = rng.pick(c.industry.sector.landUse);
  const sizeScale = Math.min(6, (c.employees / 15) ** 0.3);
  const area = Math.min(
    2_000_000,
    Math.max(400, Math.round(rng.lognormal(5000, 1.4) * sizeScale)),
  );
  const [from, to] = ERAS.draw(rng);
  const built = rng.range(from, to);
  const effective = rng.chance(0.4)
    ? Math.min(2025, built + rng.range(5, 40))
    : built;
  const abbr = c.state.info.abbr;
  const perFoot = rng.lognormal(
    COSTLY.has(abbr) ? 190 : CHEAP.has(abbr) ? 75 : 110,
    0.35,
  );
  const improvement = Math.round(
    area * perFoot * (0.5 + 0.5 * ((effective - 1900) / 125)),
  );
  const land = Math.round(improvement * rng.uniform(0.25, 0.8));
  const total = land + improvement;
  row[P.PROPERTY_ID] = id;
  row[P.APN] =
    `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(rng.chance(0.5) ? 2 : 3)}`;
  row[P.OWNER_NAME] = sourceName(c, rng, NAME_STYLES.owner);
  row[P.SITUS_ADDRESS] = rng.chance(0.1)
    ? longStreet(site.street)
    : site.street;
  row[P.SITUS_CITY] = site.zip.city;
  row[P.SITUS_STATE] = site.zip.state;
  row[P.SITUS_ZIP] = zipText(site, drawZipStyle(rng, 0.05, 0.1));
  row[P.LAND_USE_CODE] = use;
  row[P.LAND_USE_DESC] = LAND_USES[use] ?? '';
  row[P.LOT_SIZE_SQFT] = String(
    Math.min(5_000_000, Math.round(area * rng.uniform(1.5, 6))),
  );
  row[P.BUILDING_AREA_SQFT] = String(area);
  row[P.YEAR_BUILT] = String(built);
  row[P.EFFECTIVE_YEAR_BUILT] = rng.chance(0.9) ? String(effective) : '';
  row[P.STORIES] = String(
    area < 10_000
      ? rng.chance(0.8)
        ? 1
        : 2
      : area < 60_000
        ? rng.range(1, 3)
        : rng.range(1, 10),
  );
  row[P.UNITS] = String(
    use === 'C110' || use === 'C200' || use === 'C120' ? rng.range(1, 20) : 1,
  );
  row[P.CONSTRUCTION_CLASS] = rng.chance(0.92)
    ? constructionClass(built, area, rng)
    : '';
  row[P.ASSESSED_LAND_VALUE] = String(land);
  row[P.ASSESSED_IMPROVEMENT_VALUE] = String(improvement);
  row[P.ASSESSED_TOTAL_VALUE] = String(total);
  if (rng.chance(0.8)) {
    const sold = Math.max(
      ctx.asOf - Math.round(rng.lognormal(3000, 0.8)),
      (built - 1970) * 365,
    );
    row[P.LAST_SALE_DATE] = isoDate(sold);
    row[P.LAST_SALE_PRICE] = String(
      Math.round((total * rng.uniform(0.7, 1.4)) / 1000) * 1000,
    );
  }
  row[P.TAX_AMOUNT] = (total * rng.uniform(0.008, 0.025)).toFixed(2);
  row[P.TAX_YEAR] = '2025';
  row[P.AS_OF_DATE] = ctx.asOfText;
  sink.add(FILE.properties, row);
  sink.truth('properties', id, c.id);
  sink.zip(site.zip.zip);
}

export function writeProperties(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.properties);
  const hit = rng.chance(0.38 + 0.08 * Math.log10(1 + c.employees));
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  let count = 1;
  while (count < 6 && rng.chance(c.employees >= 100 ? 0.45 : 0.2)) count += 1;
  for (let k = 0; k < count; k += 1) {
    const site =
      k === 0 ? rowAddress(c, rng) : k === 1 ? c.alt : elsewhereInState(c, rng);
    parcel(ctx, sink, c, k, site, rng);
  }
}
