import {
  ALL_STATE_CODES,
  getPermittedStates,
  type Module,
  type ProductsMap,
  type StatisticsQuery,
} from '@edge/contracts';
import type { StatGrain } from '../../search-projection/statistics-summary';
import { StatisticsError } from './statistics.errors';

/** The companies a statistics request covers. */
export interface StatScope {
  // The states applied: the named ones, else every permitted state.
  states: string[];
  // Whether `states` must be checked: false when it holds every state.
  isStateLimited: boolean;
  naics: string[];
  sizes: string[];
}

/**
 * The request's scope within the user's permitted states of the module: a
 * named state outside them is refused (403) rather than dropped, so a
 * figure never looks smaller than the user asked for without saying why.
 */
export function scopeOf(
  products: ProductsMap,
  module: Module,
  query: StatisticsQuery,
): StatScope {
  const permitted = getPermittedStates(products, module);
  const outside = query.states.filter((state) => !permitted.includes(state));
  if (outside.length > 0) {
    throw new StatisticsError('STATES_OUTSIDE_SUBSCRIPTION', {
      states: outside,
    });
  }
  const states =
    query.states.length > 0 ? [...new Set(query.states)] : permitted;
  return {
    states,
    isStateLimited: !ALL_STATE_CODES.every((code) => states.includes(code)),
    naics: [...new Set(query.naics)],
    sizes: [...new Set(query.sizes)],
  };
}

/** What a figure groups by, beyond the state. */
export interface GrainNeeds {
  band?: boolean;
  sector?: boolean;
}

/**
 * The coarsest summary grain that holds the scope's filters and the
 * figure's groups: fewer rows to add up (docs/decisions/0034).
 */
export function grainFor(scope: StatScope, needs: GrainNeeds = {}): StatGrain {
  if (scope.naics.some((prefix) => prefix.length > 2)) return 'sn6b';
  if (scope.naics.length > 0 || needs.sector) return 'sn2b';
  if (scope.sizes.length > 0 || needs.band) return 'sb';
  return 's';
}
