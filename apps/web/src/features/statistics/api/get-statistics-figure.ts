import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { statisticsFigureSchema, type Module } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import { toStatQuery, type StatFilters } from '../utils/stat-filters';
import { statisticsKeys } from './statistics-keys';

// The figures change with a data import, not within a visit.
const FIGURE_STALE_MS = 10 * 60_000;

export function fetchStatisticsFigure(
  module: Module,
  figure: string,
  query: Record<string, string>,
  signal?: AbortSignal,
) {
  const search = new URLSearchParams(query).toString();
  const path = `/api/v1/statistics/${module}/${encodeURIComponent(figure)}`;
  return apiClient.get(search ? `${path}?${search}` : path, {
    schema: statisticsFigureSchema,
    signal,
  });
}

export function statisticsFigureQueryOptions(
  module: Module,
  figure: string,
  filters: StatFilters,
) {
  const query = toStatQuery(filters);
  return queryOptions({
    queryKey: statisticsKeys.figure(module, figure, query),
    queryFn: ({ signal }) =>
      fetchStatisticsFigure(module, figure, query, signal),
    staleTime: FIGURE_STALE_MS,
    // A refused filter (a state outside the user's) will not change on a retry.
    retry: shouldRetryUnlessClientError,
    // Each card says when its figure cannot load, with Retry.
    meta: { errorHandling: 'screen' },
  });
}

/** One figure for the filters; the last answer stays while the next loads. */
export function useStatisticsFigure(
  module: Module,
  figure: string,
  filters: StatFilters,
) {
  return useQuery({
    ...statisticsFigureQueryOptions(module, figure, filters),
    placeholderData: keepPreviousData,
  });
}
