import type { EbHit, MapName, Module, PcHit } from '@edge/contracts';
import type { Db } from '../../db/database';
import { selectIn } from '../../db/bulk-sql';

type Row = Record<string, unknown>;

const text = (v: unknown) =>
  v === null || v === undefined || v === '' ? null : String(v);
const num = (v: unknown) =>
  v === null || v === undefined || v === '' ? null : Number(v);
const int = (v: unknown) => {
  const n = num(v);
  return n === null ? null : Math.trunc(n);
};

function base(row: Row) {
  return {
    opportunity: int(row.opportunity),
    muns: String(row.muns),
    entity_name: String(row.name),
    address: text(row.address),
    city: text(row.city),
    state: String(row.state),
    zip: text(row.zip),
    county_fips: text(row.county_fips),
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    naics: text(row.naics),
    industry: text(row.industry),
    employees: int(row.employees),
    revenue: num(row.revenue),
    phone: text(row.phone),
    website: text(row.website),
  };
}

const toPcHit = (row: Row): PcHit => ({
  ...base(row),
  activity_date: text(row.activity_date),
  osha_inspections: int(row.osha_inspections) ?? 0,
  osha_violations: int(row.osha_violations) ?? 0,
  osha_penalties: num(row.osha_penalties) ?? 0,
  whd_cases: int(row.whd_cases) ?? 0,
  whd_back_wages: num(row.whd_back_wages) ?? 0,
  dot_number: text(row.dot_number),
  dot_power_units: int(row.dot_power_units),
  property_year_built: int(row.property_year_built),
  wc_carrier: text(row.wc_carrier),
  wc_expiration_date: text(row.wc_expiration_date),
});

const bits = (mask: number, count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => i)
    .filter((i) => mask & (1 << i))
    .map((i) => i + offset);

function scopesOf(mask: number): EbHit['scopes'] {
  if (mask === 0) return ['F5500 NO'];
  const scopes: EbHit['scopes'] = [];
  if (mask & 1) scopes.push('F5500');
  if (mask & 2) scopes.push('F5500 SF');
  return scopes;
}

// How many carriers and brokers beside the shown one: the service counts.
type EbRow = Omit<EbHit, 'carrier_more' | 'broker_more'>;

const toEbHit = (row: Row): EbRow => {
  const renewal = bits(int(row.renewal_months) ?? 0, 12, 1);
  return {
    ...base(row),
    scopes: scopesOf(int(row.eb_scopes) ?? 0),
    plan_year: int(row.plan_year),
    participants: int(row.participants),
    renewal_month: renewal[0] ?? null,
    premium: num(row.premium),
    lob_ids: bits(int(row.lob_mask) ?? 0, 21),
    carrier: text(row.carrier),
    broker: text(row.broker),
    broker_msid: text(row.broker_msid),
    self_funded: (int(row.self_funded) ?? 0) > 0,
  };
};

async function rowsInOrder(
  db: Db,
  muns: readonly string[],
  select: readonly string[] | '*' = '*',
): Promise<Row[]> {
  const rows = await selectIn<Row>(
    db,
    'search_companies',
    'muns',
    muns,
    select,
  );
  const byMuns = new Map(rows.map((row) => [String(row.muns), row]));
  return muns.flatMap((m): Row[] => {
    const row = byMuns.get(m);
    return row ? [row] : [];
  });
}

// The projection's rows with the module's stored opportunity score.
async function scoredRows(
  db: Db,
  muns: readonly string[],
  module: Module,
): Promise<Row[]> {
  const [rows, scores] = await Promise.all([
    rowsInOrder(db, muns),
    selectIn<Row>(db, 'opportunity_scores', 'muns', muns, ['muns', module]),
  ]);
  const scoreOf = new Map(scores.map((row) => [String(row.muns), row[module]]));
  return rows.map((row) => ({
    ...row,
    opportunity: scoreOf.get(String(row.muns)) ?? null,
  }));
}

/** Commercial hits of the given companies, in the given order. */
export async function pcHits(
  db: Db,
  muns: readonly string[],
): Promise<PcHit[]> {
  return (await scoredRows(db, muns, 'pc')).map(toPcHit);
}

/** Benefits hits of the given companies, in the given order. */
export async function ebHits(
  db: Db,
  muns: readonly string[],
): Promise<EbRow[]> {
  return (await scoredRows(db, muns, 'eb')).map(toEbHit);
}

/** The names and places of the given companies, in the given order. */
export async function companyNames(
  db: Db,
  muns: readonly string[],
): Promise<MapName[]> {
  const rows = await rowsInOrder(db, muns, ['muns', 'name', 'city', 'state']);
  return rows.map((row) => ({
    muns: String(row.muns),
    entity_name: String(row.name),
    city: text(row.city),
    state: String(row.state),
  }));
}

/** The names, places and sizes of the given companies, in the given order. */
export async function companySizes(
  db: Db,
  muns: readonly string[],
): Promise<(MapName & { employees: number | null })[]> {
  const rows = await rowsInOrder(db, muns, [
    'muns',
    'name',
    'city',
    'state',
    'employees',
  ]);
  return rows.map((row) => ({
    muns: String(row.muns),
    entity_name: String(row.name),
    city: text(row.city),
    state: String(row.state),
    employees: int(row.employees),
  }));
}
