import {
  defaultPcCriteria,
  type PcCriteria,
  type Radius,
} from '@edge/contracts';
import { paths } from '../../../config/paths';
import { criteriaCodesOf } from './naics-tree';
import { encodeSearch, toQueryString } from './search-url-codec';

/**
 * The commercial defaults without the activity date limit: the Industries
 * and Location Lookup tools count every company of an industry or a place,
 * so the search they open has to count the same companies.
 */
function lookupBaseCriteria(): PcCriteria {
  const criteria = defaultPcCriteria();
  return {
    ...criteria,
    activityDateRange: { ...criteria.activityDateRange, minDate: null },
  };
}

/** The companies of one NAICS node (a sector range is its two-digit codes). */
export function industryCriteria(code: string): PcCriteria {
  const criteria = lookupBaseCriteria();
  return {
    ...criteria,
    companyNaicsSearch: { industry_search_criterias: criteriaCodesOf(code) },
  };
}

/** The companies within a radius of a place. */
export function radiusCriteria(radius: Radius): PcCriteria {
  const criteria = lookupBaseCriteria();
  return {
    ...criteria,
    locationSearch: { ...criteria.locationSearch, radius },
  };
}

/** The commercial results of criteria, through the results address codec. */
export function pcResultsHref(criteria: PcCriteria): string {
  const query = toQueryString(encodeSearch('pc', { criteria }));
  return `${paths.results('pc')}${query}`;
}
