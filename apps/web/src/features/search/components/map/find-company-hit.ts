import { queryOptions } from '@tanstack/react-query';
import type { EbCriteria, Module, PcCriteria } from '@edge/contracts';
import { fetchSearchPage } from '../../api/get-search-results';
import { shouldRetrySearch } from '../../api/search-request';
import type { AnyCriteria } from '../../utils/search-modules';
import type { DetailTarget } from '../results/detail-target';
import { mapKeys } from './map-keys';
import type { MapCircle, MapCompany } from './map-types';

// There is no single-company call yet: the same search narrowed to a few
// meters around the point finds the company among its neighbours.
const NEAR_MILES = 0.01;
const PAGE_SIZE = 50;
const MAX_PAGES = 4;

/** The search's criteria narrowed to a circle (in place of its own radius). */
export function criteriaInCircle(
  module: Module,
  criteria: AnyCriteria,
  { latitude, longitude, miles }: MapCircle,
): AnyCriteria {
  if (module === 'pc') {
    const pc = criteria as PcCriteria;
    const radius = { latitude, longitude, miles, label: '' };
    return { ...pc, locationSearch: { ...pc.locationSearch, radius } };
  }
  const eb = criteria as EbCriteria;
  return { ...eb, latitude, longitude, radius_miles: miles };
}

/** The hit of one company of the map, as the table shows it; null if gone. */
export async function fetchCompanyHit(
  module: Module,
  criteria: AnyCriteria,
  company: MapCompany,
  signal?: AbortSignal,
): Promise<DetailTarget | null> {
  const near = criteriaInCircle(module, criteria, {
    ...company,
    miles: NEAR_MILES,
  });
  for (let page = 0; page < MAX_PAGES; page++) {
    const request = { criteria: near, page, pageSize: PAGE_SIZE, sort: null };
    const answer = await fetchSearchPage(module, request, signal);
    const { hits } = answer.response;
    const hit = hits.find((candidate) => candidate.muns === company.muns);
    if (hit) return { module: answer.module, hit } as DetailTarget;
    if (hits.length < PAGE_SIZE) break;
  }
  return null;
}

export function companyHitQueryOptions(
  module: Module,
  criteria: AnyCriteria,
  company: MapCompany,
) {
  return queryOptions({
    queryKey: mapKeys.company(module, criteria, company),
    queryFn: ({ signal }) => fetchCompanyHit(module, criteria, company, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetrySearch,
    meta: { errorHandling: 'screen' },
  });
}
