import { useQuery } from '@tanstack/react-query';
import type { PcCriteria, PcHit } from '@edge/contracts';
import { criteriaInCircle } from '../utils/criteria-in-circle';
import { useMapPoints } from '../../map/api/get-map-points';
import { milesBetween } from '../utils/miles-between';
import { nearestCircleMiles } from '../utils/nearest-circle';
import { fetchSearchPage } from './get-search-results';
import { searchKeys } from './search-keys';
import { shouldRetrySearch } from './search-request';

/** How many companies Location Lookup lists, nearest first. */
export const NEAREST_LIMIT = 10;
// Companies sharing a spot can crowd the circle: one page holds plenty.
const PAGE_SIZE = 50;

export interface NearCompany {
  hit: PcHit;
  /** Miles from the centre of the search. */
  miles: number;
}

async function fetchNearest(
  criteria: PcCriteria,
  circleMiles: number,
  signal?: AbortSignal,
): Promise<NearCompany[]> {
  const centre = criteria.locationSearch.radius;
  if (!centre) return [];
  const near = criteriaInCircle('pc', criteria, {
    latitude: centre.latitude,
    longitude: centre.longitude,
    miles: circleMiles,
  });
  const request = { criteria: near, page: 0, pageSize: PAGE_SIZE, sort: null };
  const answer = await fetchSearchPage('pc', request, signal);
  if (answer.module !== 'pc') return [];
  const found: NearCompany[] = [];
  for (const hit of answer.response.hits) {
    if (hit.latitude === null || hit.longitude === null) continue;
    const miles = milesBetween(centre, {
      latitude: hit.latitude,
      longitude: hit.longitude,
    });
    if (miles <= centre.miles) found.push({ hit, miles });
  }
  found.sort((a, b) => a.miles - b.miles);
  return found.slice(0, NEAREST_LIMIT);
}

/**
 * The companies nearest the centre of a radius search: the map's points
 * tell how far the nearest reach, then one search in that circle names them.
 */
export function useNearestCompanies(criteria: PcCriteria) {
  const points = useMapPoints('pc', criteria);
  const radius = criteria.locationSearch.radius;
  const isCurrent = points.data !== undefined && !points.isPlaceholderData;
  const circleMiles =
    isCurrent && radius
      ? nearestCircleMiles(
          points.data.points,
          radius,
          radius.miles,
          NEAREST_LIMIT,
        )
      : null;
  const nearest = useQuery({
    queryKey: searchKeys.nearest(criteria, circleMiles),
    queryFn: ({ signal }) => fetchNearest(criteria, circleMiles ?? 0, signal),
    enabled: circleMiles !== null,
    staleTime: 60_000,
    retry: shouldRetrySearch,
    meta: { errorHandling: 'screen' },
  });
  return { points, isCurrent, nearest };
}
