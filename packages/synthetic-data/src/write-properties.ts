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
// before 1980. A company owns part of the floor space its trade needs for its
// employees, in more buildings as it grows; the land use fits the trade.

const P = columnIndex(PROPERTIES_HEADER);

// [description, building sq ft per employee (est., CBECS-style), largest
// single building of the use].
const LAND_USES: Record<string, readonly [string, number, number]> = {
  C100: ['RETAIL STORE', 500, 250_000],
  C110: ['SHOPPING CENTER', 1_500, 1_000_000],
  C120: ['MIXED USE COMMERCIAL', 350, 300_000],
  C200: ['OFFICE BUILDING', 250, 1_500_000],
  C210: ['MEDICAL OFFICE', 350, 300_000],
  C220: ['FLEX/OFFICE-WAREHOUSE', 700, 300_000],
  C300: ['RESTAURANT', 200, 15_000],
  C310: ['FAST FOOD RESTAURANT', 150, 6_000],
  C400: ['HOTEL/MOTEL', 1_200, 1_000_000],
  C500: ['AUTO SERVICE/REPAIR', 600, 60_000],
  C600: ['BANK', 300, 400_000],
  C700: ['NURSING HOME', 450, 250_000],
  C710: ['HOSPITAL', 700, 2_000_000],
  C800: ['SCHOOL/DAYCARE', 500, 400_000],
  C900: ['RECREATIONAL', 1_500, 400_000],
  E100: ['CHURCH/RELIGIOUS', 2_500, 200_000],
  I100: ['LIGHT INDUSTRIAL', 700, 1_000_000],
  I200: ['HEAVY INDUSTRIAL', 1_000, 2_000_000],
  I300: ['WAREHOUSE/DISTRIBUTION', 1_500, 2_000_000],
  I400: ['TRUCK TERMINAL', 400, 500_000],
  A100: ['AGRICULTURAL', 2_000, 500_000],
  R400: ['APARTMENTS', 8_000, 1_000_000],
  U100: ['UTILITY', 800, 1_000_000],
};

// Land uses of trades whose sector mixes kinds of premises, by NAICS prefix
// (the first match wins; else the sector's).
const USES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['485', ['I400', 'C220']],
  ['4885', ['C200', 'I300']],
  ['492', ['I300', 'C220']],
  ['493', ['I300']],
  ['4411', ['C100', 'C500']],
  ['5221', ['C600']],
  ['52', ['C200']],
  ['531110', ['R400']],
  ['531120', ['C110', 'C120']],
  ['531', ['C200']],
  ['532', ['C220', 'I300']],
  ['5617', ['C220', 'C200']],
  ['562', ['I200', 'I300']],
  ['56', ['C200']],
  ['621', ['C210', 'C200']],
  ['622', ['C710']],
  ['623', ['C700']],
  ['6241', ['C200']],
  ['6244', ['C800']],
  ['7211', ['C400']],
  ['722', ['C300', 'C310']],
  ['8111', ['C500']],
  ['8113', ['I100', 'C500']],
  ['8114', ['C500', 'C100']],
  ['812', ['C100', 'C120']],
  ['8131', ['E100']],
  ['813', ['C200', 'C120']],
  ['7139', ['C900']],
];

// Trades whose employees mostly work away from the company's buildings.
const FIELD: ReadonlyArray<readonly [string, number]> = [
  ['23', 0.3],
  ['484', 0.5],
  ['561', 0.25],
  ['621610', 0.15],
];

const byPrefix = <T>(
  table: ReadonlyArray<readonly [string, T]>,
  naics: string,
): T | undefined => table.find(([prefix]) => naics.startsWith(prefix))?.[1];

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

interface Building {
  use: string;
  area: number;
  /** The owner on the deed: one legal name for all the company's parcels. */
  owner: string;
}

function parcel(
  ctx: GeneratorContext,
  sink: ChunkSink,
  c: Company,
  k: number,
  site: Address,
  { use, area, owner }: Building,
  rng: Rng,
): void {
  const row = blankRow(PROPERTIES_HEADER);
  const id = `P${String(permute(c.index * 8 + k, 26, ctx.seed ^ 0x9909)).padStart(8, '0')}`;
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
  row[P.OWNER_NAME] = owner;
  row[P.SITUS_ADDRESS] = rng.chance(0.1)
    ? longStreet(site.street)
    : site.street;
  row[P.SITUS_CITY] = site.zip.city;
  row[P.SITUS_STATE] = site.zip.state;
  row[P.SITUS_ZIP] = zipText(site, drawZipStyle(rng, 0.05, 0.1));
  row[P.LAND_USE_CODE] = use;
  row[P.LAND_USE_DESC] = LAND_USES[use]![0];
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
    use === 'R400'
      ? Math.max(4, Math.round(area / 900))
      : use === 'C110' || use === 'C200' || use === 'C120'
        ? rng.range(1, 20)
        : 1,
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

/**
 * The buildings a company owns: part of the floor space its employees need
 * (the rest leased), in more buildings as it grows, the first mostly the
 * largest.
 */
function buildings(c: Company, rng: Rng): Building[] {
  const uses = byPrefix(USES, c.industry.naics) ?? c.industry.sector.landUse;
  const perEmployee =
    uses.reduce((sum, use) => sum + LAND_USES[use]![1], 0) / uses.length;
  const owned =
    c.employees *
    perEmployee *
    (byPrefix(FIELD, c.industry.naics) ?? 1) *
    rng.lognormal(0.75, 0.35);
  const sites = 1 + Math.max(0, Math.log10(c.employees / 20));
  let count = Math.round(sites * rng.lognormal(1, 0.3));
  if (count === 1 && rng.chance(0.2)) count = 2;
  count = Math.max(1, Math.min(8, count));
  const weights = Array.from({ length: count }, (_, k) =>
    rng.lognormal(k === 0 ? 2 : 1, 0.5),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  const owner = sourceName(c, rng, NAME_STYLES.owner);
  return weights.map((weight) => {
    const use = rng.pick(uses);
    const smallest = Math.max(400, rng.lognormal(1_500, 0.5));
    const area = Math.max(smallest, (owned * weight) / sum);
    const largest = LAND_USES[use]![2];
    return { use, area: Math.round(Math.min(largest, area)), owner };
  });
}

export function writeProperties(
  ctx: GeneratorContext,
  c: Company,
  sink: ChunkSink,
): void {
  const rng = new Rng(ctx.seed, c.index, STREAM.properties);
  const hit = rng.chance(0.38 + 0.08 * Math.log10(1 + c.employees));
  if (!hit && !isInEverySource(c, ctx.seed)) return;
  buildings(c, rng).forEach((building, k) => {
    const site =
      k === 0 ? rowAddress(c, rng) : k === 1 ? c.alt : elsewhereInState(c, rng);
    parcel(ctx, sink, c, k, site, building, rng);
  });
}
