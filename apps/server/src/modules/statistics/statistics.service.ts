import type {
  Module,
  ProductsMap,
  StatisticsFigure,
  StatisticsQuery,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { readCoverage } from './coverage';
import { figureDefinition } from './figures/registry';
import { newestImport } from './statistics.repository';
import { StatisticsError } from './statistics.errors';
import { scopeOf } from './statistics-scope';

export interface StatisticsRequest {
  module: Module;
  figure: string;
  query: StatisticsQuery;
  products: ProductsMap;
}

/**
 * One figure of the market statistics over the companies of the user's
 * permitted states that the filters keep, read from the summary the
 * import maintains (docs/decisions/0034).
 */
export async function getStatisticsFigure(
  db: Db,
  { module, figure, query, products }: StatisticsRequest,
): Promise<StatisticsFigure> {
  const definition = figureDefinition(module, figure);
  if (!definition) throw new StatisticsError('STATISTICS_FIGURE_NOT_FOUND');
  const scope = scopeOf(products, module, query);
  const [body, coverage, asOf] = await Promise.all([
    definition.compute(db, scope),
    readCoverage(db, scope, definition.coverage),
    newestImport(db, definition.datasets),
  ]);
  return {
    module,
    figure,
    states: scope.states,
    naics: scope.naics,
    sizes: scope.sizes,
    coverage,
    ...body,
    as_of: asOf,
  };
}
