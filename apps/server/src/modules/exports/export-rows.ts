import {
  defaultEbCriteria,
  defaultPcCriteria,
  type FavoritesExport,
  type Module,
  type ProductsMap,
  type ResultsExport,
  type TableExport,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ValidationError } from '../../shared/errors';
import { favoriteMunsOf } from '../favorites/index';
import {
  companyRows,
  orderedMatches,
  type ModuleCriteria,
  type SearchEngine,
} from '../search/index';

/** Who exports, as the row sources need them. */
export interface ExportRowsContext {
  db: Db;
  engine: SearchEngine;
  user: { id: number; products: ProductsMap };
}

/** The rows of an export: index rows, in the order they are written. */
export interface ExportRows {
  index: Awaited<ReturnType<typeof orderedMatches>>['index'];
  /** What the hits of the rows are read with (the shown carrier, broker). */
  criteria: ModuleCriteria;
  /** At most the limit asked for. */
  rows: Int32Array;
  /** How many rows there are in all. */
  total: number;
}

export function criteriaOf(request: ResultsExport): ModuleCriteria {
  return request.module === 'pc'
    ? { module: 'pc', value: request.criteria }
    : { module: 'eb', value: request.criteria };
}

// Hits read without a filter show each company's largest carrier and broker.
function unfiltered(module: Module): ModuleCriteria {
  return module === 'pc'
    ? { module: 'pc', value: defaultPcCriteria() }
    : { module: 'eb', value: defaultEbCriteria() };
}

/**
 * The user's favorites of the module (the ticked ones when `muns` is
 * given) within their permitted states now, in the list's order.
 */
async function favoriteRows(
  context: ExportRowsContext,
  request: FavoritesExport,
  limit: number,
): Promise<ExportRows> {
  const { db, user } = context;
  const all = await favoriteMunsOf(
    db,
    { userId: user.id, products: user.products },
    request.module,
    request.sort,
  );
  const ticked = request.muns && new Set(request.muns);
  const muns = ticked ? all.filter((id) => ticked.has(id)) : all;
  const { index, rows } = await companyRows(context, request.module, muns);
  return {
    index,
    criteria: unfiltered(request.module),
    rows: rows.subarray(0, limit),
    total: rows.length,
  };
}

/** The rows an export writes now, by its kind, and how many in all. */
export async function exportRows(
  context: ExportRowsContext,
  request: TableExport,
  limit: number,
): Promise<ExportRows> {
  if (request.kind === 'favorites') {
    return favoriteRows(context, request, limit);
  }
  const criteria = criteriaOf(request);
  const { index, rows, total } = await orderedMatches(
    context,
    criteria,
    request.sort,
    limit,
    request.muns,
  );
  return { index, criteria, rows, total };
}

const count = (n: number) => n.toLocaleString('en-US');

/** Why a running export stopped: it grew past the limit since it was asked. */
export function tooManyRowsText(request: TableExport, max: number): string {
  return request.kind === 'favorites'
    ? `You now have more than ${count(max)} favorites to export, the most one export may hold. Tick the ones to export and export again.`
    : `The search now matches more than ${count(max)} companies, the most one export may hold. Narrow the search and export again.`;
}

/** A 400 naming the field when an export would write nothing or too much. */
export function checkRowCount(
  request: TableExport,
  total: number,
  max: number,
): void {
  const isFavorites = request.kind === 'favorites';
  const field = request.muns ? 'muns' : isFavorites ? 'kind' : 'criteria';
  if (total === 0) {
    throw new ValidationError({
      [field]: isFavorites
        ? request.muns
          ? 'None of the ticked companies is among your favorites here. Tick other rows.'
          : 'You have no favorites to export in this module. Star companies in your search results first.'
        : 'No company matches this export. Change the search or tick other rows.',
    });
  }
  if (total > max) {
    throw new ValidationError({
      [field]: `This export would hold ${count(total)} companies; at most ${count(max)} can be exported at once. ${isFavorites ? 'Tick' : 'Narrow the search or tick'} the rows to export.`,
    });
  }
}
