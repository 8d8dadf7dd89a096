import {
  MAP_NAMES_LIMIT,
  MAX_MAP_POINTS,
  type EbMapCompaniesResponse,
  type MapBounds,
  type MapNamesResponse,
  type MapPointsResponse,
  type PcMapCompaniesResponse,
} from '@edge/contracts';
import type { Check } from './engine/plan';
import type { SearchIndex } from './engine/search-index';
import { coordinateOf, fixedCoordinate } from './engine/values';
import { companyNames, pcHits } from './hits.repository';
import {
  ebHitsOf,
  matchCriteria,
  type EbCriteria,
  type ModuleCriteria,
  type PcCriteria,
  type SearchContext,
} from './search.service';

/** Map points of every matched company with coordinates, capped. */
export async function mapPoints(
  context: SearchContext,
  criteria: ModuleCriteria,
): Promise<MapPointsResponse> {
  const { index, matched } = await matchCriteria(context, criteria);
  const points: MapPointsResponse['points'] = [];
  let withCoordinates = 0;
  for (let i = 0; i < matched.length; i++) {
    const row = matched[i]!;
    const lat = coordinateOf(index.latitude[row]!);
    const lon = coordinateOf(index.longitude[row]!);
    if (Number.isNaN(lat) || Number.isNaN(lon)) continue;
    withCoordinates++;
    if (points.length < MAX_MAP_POINTS)
      points.push([index.muns.get(row), lat, lon]);
  }
  return {
    total: matched.length,
    points,
    truncated: withCoordinates > points.length,
  };
}

/** The rows among `muns` that the criteria match, in name order. */
async function matchedAmong(
  context: SearchContext,
  criteria: ModuleCriteria,
  muns: readonly string[],
) {
  const { index, matched } = await matchCriteria(context, criteria, (plan) =>
    plan.restrict(plan.index.muns.rowsOf(muns)),
  );
  const page = {
    rows: matched,
    muns: Array.from(matched, (row) => index.muns.get(row)),
  };
  return { index, page };
}

/** POST /api/v1/search/pnc/map/companies: the asked companies that match. */
export async function pcMapCompanies(
  context: SearchContext,
  request: { criteria: PcCriteria; muns: readonly string[] },
): Promise<PcMapCompaniesResponse> {
  const criteria = { module: 'pc' as const, value: request.criteria };
  const { page } = await matchedAmong(context, criteria, request.muns);
  return { hits: await pcHits(context.db, page.muns) };
}

/** POST /api/v1/search/eb/map/companies: the asked companies that match. */
export async function ebMapCompanies(
  context: SearchContext,
  request: { criteria: EbCriteria; muns: readonly string[] },
): Promise<EbMapCompaniesResponse> {
  const criteria = { module: 'eb' as const, value: request.criteria };
  const { index, page } = await matchedAmong(context, criteria, request.muns);
  return {
    hits: await ebHitsOf(context.db, index, request.criteria, page),
  };
}

/** Rows whose coordinates lie inside the box, edges included. */
function inBounds(index: SearchIndex, bounds: MapBounds): Check {
  const south = fixedCoordinate(bounds.south);
  const north = fixedCoordinate(bounds.north);
  const west = fixedCoordinate(bounds.west);
  const east = fixedCoordinate(bounds.east);
  const { latitude, longitude } = index;
  // A missing coordinate lies below every edge: never inside.
  return (row) => {
    const lat = latitude[row]!;
    const lon = longitude[row]!;
    return lat >= south && lat <= north && lon >= west && lon <= east;
  };
}

/**
 * POST /api/v1/search/{pnc|eb}/map/names: how many matches lie inside the
 * box, and the names of the first ones in the order of the map's points.
 */
export async function mapNames(
  context: SearchContext,
  criteria: ModuleCriteria,
  bounds: MapBounds,
): Promise<MapNamesResponse> {
  const { index, matched } = await matchCriteria(context, criteria, (plan) =>
    plan.check(inBounds(plan.index, bounds)),
  );
  const first = Array.from(matched.subarray(0, MAP_NAMES_LIMIT), (row) =>
    index.muns.get(row),
  );
  return {
    total: matched.length,
    companies: await companyNames(context.db, first),
  };
}
