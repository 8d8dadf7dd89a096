import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { MAX_RADIUS_MILES, type Module } from '@edge/contracts';
import { fetchSearchPage } from '../../api/get-search-results';
import { shouldRetrySearch } from '../../api/search-request';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { milesBetween } from '../../utils/miles-between';
import type { AnyCriteria } from '../../utils/search-modules';
import type { AnyHit } from '../results/detail-target';
import { criteriaInCircle } from './find-company-hit';
import { mapKeys } from './map-keys';
import type { MapCircle, MapCompany } from './map-types';

const PAGE_SIZE = 50;
const MAX_PAGES = 3;
const SETTLE_MS = 400;
const NO_HITS: AnyHit[] = [];

/** The smallest round circle around the companies; null past the search's limit. */
export function circleAround(
  companies: readonly MapCompany[],
): MapCircle | null {
  if (companies.length === 0) return null;
  const mean = (pick: (c: MapCompany) => number) =>
    companies.reduce((sum, c) => sum + pick(c), 0) / companies.length;
  const center = {
    muns: '',
    latitude: Math.round(mean((c) => c.latitude) * 1e4) / 1e4,
    longitude: Math.round(mean((c) => c.longitude) * 1e4) / 1e4,
  };
  const farthest = Math.max(...companies.map((c) => milesBetween(center, c)));
  // Rounded up, so a small move of the map asks the same question again.
  const miles = Math.max(0.1, Math.ceil((farthest + 0.05) * 10) / 10);
  return miles > MAX_RADIUS_MILES ? null : { ...center, miles };
}

async function fetchHitsInCircle(
  module: Module,
  criteria: AnyCriteria,
  circle: MapCircle,
  signal?: AbortSignal,
): Promise<AnyHit[]> {
  const inCircle = criteriaInCircle(module, criteria, circle);
  const hits: AnyHit[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const request = {
      criteria: inCircle,
      page,
      pageSize: PAGE_SIZE,
      sort: null,
    };
    const answer = await fetchSearchPage(module, request, signal);
    hits.push(...answer.response.hits);
    if (answer.response.hits.length < PAGE_SIZE) break;
  }
  return hits;
}

function hitsInCircleQueryOptions(
  module: Module,
  criteria: AnyCriteria,
  circle: MapCircle | null,
) {
  return queryOptions({
    queryKey: mapKeys.circle(module, criteria, circle),
    queryFn: ({ signal }) =>
      circle ? fetchHitsInCircle(module, criteria, circle, signal) : NO_HITS,
    enabled: circle !== null,
    staleTime: 5 * 60_000,
    retry: shouldRetrySearch,
    // Names are a nicety: the list still works without them.
    meta: { errorHandling: 'screen' },
  });
}

/**
 * Names for the summary list: the map points carry none, so the companies
 * listed (when they lie within the search's radius limit) are searched for
 * in one circle around them, once the view has settled.
 */
export function useViewportNames(
  module: Module,
  criteria: AnyCriteria,
  listed: readonly MapCompany[],
  isEnabled: boolean,
): AnyHit[] {
  const circle = isEnabled ? circleAround(listed) : null;
  // Compared as text: the same circle is the same question.
  const settled = useDebouncedValue(JSON.stringify(circle), SETTLE_MS);
  const query = useQuery({
    ...hitsInCircleQueryOptions(
      module,
      criteria,
      JSON.parse(settled) as MapCircle | null,
    ),
    placeholderData: keepPreviousData,
  });
  return (isEnabled && query.data) || NO_HITS;
}
