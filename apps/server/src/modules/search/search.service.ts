import {
  getPermittedStates,
  MAX_MAP_POINTS,
  type EbSearchResponse,
  type MapPointsResponse,
  type Module,
  type PcSearchResponse,
  type ProductsMap,
  type ebCriteriaSchema,
  type ebSearchRequestSchema,
  type pcCriteriaSchema,
  type pcSearchRequestSchema,
} from '@edge/contracts';
import type { z } from 'zod';
import type { AnyDb } from '../../ingest/sql';
import {
  brokersAggregation,
  carriersAggregation,
  statesAggregation,
} from './engine/aggregations';
import { planEb } from './engine/eb-plan';
import { matchRows } from './engine/match';
import { shownParties } from './engine/matched-parties';
import { pageRows } from './engine/page';
import { planPc } from './engine/pc-plan';
import type { Plan } from './engine/plan';
import type { SearchIndex } from './engine/search-index';
import { coordinateOf } from './engine/values';
import { ebHits, pcHits } from './hits.repository';
import type { SearchEngine } from './search-engine';

type PcRequest = z.output<typeof pcSearchRequestSchema>;
type EbRequest = z.output<typeof ebSearchRequestSchema>;
type PcCriteria = z.output<typeof pcCriteriaSchema>;
type EbCriteria = z.output<typeof ebCriteriaSchema>;

/** What the search rules need of the signed-in user. */
export interface SearchUser {
  products: ProductsMap;
}

export interface SearchContext {
  db: AnyDb;
  engine: SearchEngine;
  user: SearchUser;
}

type Planner<C> = (
  index: SearchIndex,
  criteria: C,
  permitted: readonly string[],
) => Plan;

async function matchFor<C>(
  context: SearchContext,
  module: Module,
  planner: Planner<C>,
  criteria: C,
) {
  const loaded = await context.engine.index();
  const permitted = getPermittedStates(context.user.products, module);
  const matched = matchRows(planner(loaded.index, criteria, permitted));
  return { ...loaded, matched };
}

function pageOf(
  loaded: Awaited<ReturnType<typeof matchFor>>,
  request: PcRequest | EbRequest,
): { rows: Int32Array; muns: string[] } {
  const rows = pageRows(loaded.matched, loaded.index.size, loaded.orders, {
    offset: request.page * request.pageSize,
    limit: request.pageSize,
    sort: request.sort,
  });
  return { rows, muns: Array.from(rows, (row) => loaded.index.muns.get(row)) };
}

/** POST /api/v1/search/pnc. */
export async function searchPc(
  context: SearchContext,
  request: PcRequest,
): Promise<PcSearchResponse> {
  const loaded = await matchFor(context, 'pc', planPc, request.criteria);
  const hits = await pcHits(context.db, pageOf(loaded, request).muns);
  return {
    total: loaded.matched.length,
    hits,
    aggregations: { states: statesAggregation(loaded.index, loaded.matched) },
  };
}

/** POST /api/v1/search/eb. */
export async function searchEb(
  context: SearchContext,
  request: EbRequest,
): Promise<EbSearchResponse> {
  const loaded = await matchFor(context, 'eb', planEb, request.criteria);
  const { index, matched } = loaded;
  const page = pageOf(loaded, request);
  const rows = await ebHits(context.db, page.muns);
  // A carrier or broker filter: show the one that matched, not the largest.
  const parties = shownParties(index, request.criteria, page.rows, rows);
  const hits = rows.map((hit, i) => ({ ...hit, ...parties[i]! }));
  return {
    total: matched.length,
    hits,
    aggregations: {
      states: statesAggregation(index, matched),
      brokers: brokersAggregation(index, matched),
      carriers: carriersAggregation(index, matched),
    },
  };
}

/** The live count of a module's criteria. */
export async function countMatches(
  context: SearchContext,
  criteria:
    { module: 'pc'; value: PcCriteria } | { module: 'eb'; value: EbCriteria },
): Promise<number> {
  const loaded =
    criteria.module === 'pc'
      ? await matchFor(context, 'pc', planPc, criteria.value)
      : await matchFor(context, 'eb', planEb, criteria.value);
  return loaded.matched.length;
}

/** Map points of every matched company with coordinates, capped. */
export async function mapPoints(
  context: SearchContext,
  criteria:
    { module: 'pc'; value: PcCriteria } | { module: 'eb'; value: EbCriteria },
): Promise<MapPointsResponse> {
  const { index, matched } =
    criteria.module === 'pc'
      ? await matchFor(context, 'pc', planPc, criteria.value)
      : await matchFor(context, 'eb', planEb, criteria.value);
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
