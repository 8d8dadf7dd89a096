import {
  defaultPcCriteria,
  type PcCriteria,
  type Radius,
} from '@edge/contracts';
import { paths } from '../../../config/paths';
import { criteriaCodesOf } from '../../../utils/naics-codes';
import { encodeSearch, toQueryString } from './search-url-codec';

/**
 * The commercial defaults without the activity date limit: Location Lookup
 * counts every company of a place, so the search it opens has to count the
 * same companies.
 */
function lookupBaseCriteria(): PcCriteria {
  const criteria = defaultPcCriteria();
  return {
    ...criteria,
    activityDateRange: { ...criteria.activityDateRange, minDate: null },
  };
}

/**
 * The companies of one NAICS node (a sector range is its two-digit codes)
 * in the commercial defaults: the Industries page counts what the
 * Commercial Lines home counts, so the search it opens does too.
 */
export function industryCriteria(code: string): PcCriteria {
  const criteria = defaultPcCriteria();
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
