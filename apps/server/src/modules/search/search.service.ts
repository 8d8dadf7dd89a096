import {
  getPermittedStates,
  type EbHit,
  type PcHit,
  type EbSearchResponse,
  type Module,
  type PcSearchResponse,
  type ProductsMap,
  type ebCriteriaSchema,
  type ebSearchRequestSchema,
  type pcCriteriaSchema,
  type pcSearchRequestSchema,
} from '@edge/contracts';
import type { z } from 'zod';
import {
  brokersAggregation,
  carriersAggregation,
  statesAggregation,
} from './engine/aggregations';
import type { Db } from '../../db/database';
import { planEb } from './engine/eb-plan';
import { matchRows } from './engine/match';
import { shownParties } from './engine/matched-parties';
import { pageRows } from './engine/page';
import { planPc } from './engine/pc-plan';
import { addStates, Plan } from './engine/plan';
import type { SearchIndex } from './engine/search-index';
import { ebHits, pcHits } from './hits.repository';
import type { SearchEngine } from './search-engine';

type PcRequest = z.output<typeof pcSearchRequestSchema>;
type EbRequest = z.output<typeof ebSearchRequestSchema>;
export type PcCriteria = z.output<typeof pcCriteriaSchema>;
export type EbCriteria = z.output<typeof ebCriteriaSchema>;

/** What the search rules need of the signed-in user. */
export interface SearchUser {
  products: ProductsMap;
}

export interface SearchContext {
  db: Db;
  engine: SearchEngine;
  user: SearchUser;
}

type Planner<C> = (
  index: SearchIndex,
  criteria: C,
  permitted: readonly string[],
) => Plan;

/**
 * The rows a module's criteria match within the user's permitted states;
 * `narrow` adds what a caller asks beside the criteria (a box, some ids).
 */
export async function matchFor<C>(
  context: SearchContext,
  module: Module,
  planner: Planner<C>,
  criteria: C,
  narrow?: (plan: Plan) => void,
) {
  const loaded = await context.engine.index();
  const permitted = getPermittedStates(context.user.products, module);
  const plan = planner(loaded.index, criteria, permitted);
  narrow?.(plan);
  return { ...loaded, matched: matchRows(plan) };
}

type Sort = PcRequest['sort'] | EbRequest['sort'];

// The engine's sort key of a results sort: the opportunity score is the
// searched module's.
const engineSort = (module: Module, sort: Sort) =>
  sort?.field === 'opportunity'
    ? { ...sort, field: `opportunity_${module}` }
    : sort;

/** The index rows and ids of a request's page, in its sort. */
export function pageOf(
  loaded: Awaited<ReturnType<typeof matchFor>>,
  module: Module,
  request: PcRequest | EbRequest,
): { rows: Int32Array; muns: string[] } {
  const rows = pageRows(loaded.matched, loaded.index.size, loaded.orders, {
    offset: request.page * request.pageSize,
    limit: request.pageSize,
    sort: engineSort(module, request.sort),
  });
  return { rows, muns: Array.from(rows, (row) => loaded.index.muns.get(row)) };
}

/** POST /api/v1/search/pnc. */
export async function searchPc(
  context: SearchContext,
  request: PcRequest,
): Promise<PcSearchResponse> {
  const loaded = await matchFor(context, 'pc', planPc, request.criteria);
  const hits = await pcHits(context.db, pageOf(loaded, 'pc', request).muns);
  return {
    total: loaded.matched.length,
    hits,
    aggregations: { states: statesAggregation(loaded.index, loaded.matched) },
  };
}

/** Benefits hits of index rows (with their ids), in the rows' order. */
export async function ebHitsOf(
  db: Db,
  index: SearchIndex,
  criteria: EbCriteria,
  page: { rows: Int32Array; muns: string[] },
): Promise<EbHit[]> {
  const rows = await ebHits(db, page.muns);
  // A carrier or broker filter: show the one that matched, not the largest.
  const parties = shownParties(index, criteria, page.rows, rows);
  return rows.map((hit, i) => ({ ...hit, ...parties[i]! }));
}

/** POST /api/v1/search/eb. */
export async function searchEb(
  context: SearchContext,
  request: EbRequest,
): Promise<EbSearchResponse> {
  const loaded = await matchFor(context, 'eb', planEb, request.criteria);
  const { index, matched } = loaded;
  const page = pageOf(loaded, 'eb', request);
  return {
    total: matched.length,
    hits: await ebHitsOf(context.db, index, request.criteria, page),
    aggregations: {
      states: statesAggregation(index, matched),
      brokers: brokersAggregation(index, matched),
      carriers: carriersAggregation(index, matched),
    },
  };
}

/** Criteria of either module, with their module. */
export type ModuleCriteria =
  { module: 'pc'; value: PcCriteria } | { module: 'eb'; value: EbCriteria };

/** `matchFor` of either module's criteria. */
export function matchCriteria(
  context: SearchContext,
  criteria: ModuleCriteria,
  narrow?: (plan: Plan) => void,
) {
  return criteria.module === 'pc'
    ? matchFor(context, 'pc', planPc, criteria.value, narrow)
    : matchFor(context, 'eb', planEb, criteria.value, narrow);
}

/** The live count of a module's criteria. */
export async function countMatches(
  context: SearchContext,
  criteria: ModuleCriteria,
): Promise<number> {
  return (await matchCriteria(context, criteria)).matched.length;
}

/** The companies criteria match now, and the index version they match in. */
export interface MatchedMuns {
  version: string;
  total: number;
  // null when more than the most asked for match.
  muns: string[] | null;
}

/**
 * The companies a module's criteria match in the user's permitted states,
 * unless more than `max` match: then only how many (a saved search's new
 * matches are looked for in a set of bounded size).
 */
export async function matchedMuns(
  context: SearchContext,
  criteria: ModuleCriteria,
  max: number,
): Promise<MatchedMuns> {
  const { index, matched } = await matchCriteria(context, criteria);
  return {
    version: index.version,
    total: matched.length,
    muns:
      matched.length > max
        ? null
        : Array.from(matched, (row) => index.muns.get(row)),
  };
}

/**
 * The rows a module's criteria match (only those among `muns` when given),
 * in the order of a results sort, at most `limit` of them, and how many
 * match in all: the rows of an export.
 */
export async function orderedMatches(
  context: SearchContext,
  criteria: ModuleCriteria,
  sort: Sort,
  limit: number,
  muns?: readonly string[],
) {
  const loaded = await matchCriteria(
    context,
    criteria,
    muns ? (plan) => plan.restrict(plan.index.muns.rowsOf(muns)) : undefined,
  );
  const { index, matched, orders } = loaded;
  const rows = pageRows(matched, index.size, orders, {
    offset: 0,
    limit,
    sort: engineSort(criteria.module, sort),
  });
  return { index, total: matched.length, rows };
}

// No criteria: every company of the user's permitted states.
const permittedOnly: Planner<null> = (index, _criteria, permitted) => {
  const plan = new Plan(index);
  addStates(plan, permitted, []);
  return plan;
};

/**
 * The index rows of some companies (a favorites list) that lie in the
 * user's permitted states of the module, in the order of `muns`.
 */
export async function companyRows(
  context: SearchContext,
  module: Module,
  muns: readonly string[],
) {
  const { index, matched } = await matchFor(
    context,
    module,
    permittedOnly,
    null,
    (plan) => plan.restrict(plan.index.muns.rowsOf(muns)),
  );
  const position = new Map(muns.map((id, i) => [id, i]));
  const at = (row: number) => position.get(index.muns.get(row))!;
  return {
    index,
    rows: Int32Array.from(matched).sort((a, b) => at(a) - at(b)),
  };
}

/** The results hits of some index rows of a module, in the rows' order. */
export async function hitsOfRows(
  db: Db,
  index: SearchIndex,
  criteria: ModuleCriteria,
  rows: Int32Array,
): Promise<PcHit[] | EbHit[]> {
  const muns = Array.from(rows, (row) => index.muns.get(row));
  return criteria.module === 'pc'
    ? pcHits(db, muns)
    : ebHitsOf(db, index, criteria.value, { rows, muns });
}
