import {
  ebCriteriaSchema,
  NUMERIC_PRODUCT_CODE,
  pcCriteriaSchema,
} from '@edge/contracts';
import type { NewSavedSearchRow } from '../../modules/saved-searches/saved-searches.table';
import { addHours } from '../../shared/time';

interface DemoSavedSearch {
  username: string;
  productCode: number;
  name: string;
  // Criteria as the search screen saves them.
  criteria: Record<string, unknown>;
  daysAgo: number;
}

const PC = NUMERIC_PRODUCT_CODE.pc;
const EB = NUMERIC_PRODUCT_CODE.eb;

// Something for both saved-search screens to show, and one malformed search
// (an unknown state code, as older data may hold) to show it cannot be edited.
const DEMO_SAVED_SEARCHES: readonly DemoSavedSearch[] = [
  {
    username: 'pc.broker',
    productCode: PC,
    name: 'Texas contractors, 50 to 500 employees',
    criteria: pcCriteriaSchema.parse({
      locationSearch: { states: ['TX'] },
      companyNaicsSearch: { industry_search_criterias: ['23'] },
      employeeRangeSearch: { employeeRange: [50, 500] },
    }),
    daysAgo: 3,
  },
  {
    username: 'pc.broker',
    productCode: PC,
    name: 'Trucking fleets with OSHA violations',
    criteria: pcCriteriaSchema.parse({
      companyNaicsSearch: { industry_search_criterias: ['484'] },
      complianceSearch: { osha: { has: true, minViolations: 1 } },
    }),
    daysAgo: 10,
  },
  {
    username: 'pc.broker',
    productCode: PC,
    name: 'Old search (needs review)',
    criteria: { locationSearch: { states: ['TX', 'ZZ'] } },
    daysAgo: 400,
  },
  {
    username: 'eb.broker',
    productCode: EB,
    name: 'West Coast health plans renewing in Q1',
    criteria: ebCriteriaSchema.parse({
      selected_states: ['CA', 'OR', 'WA'],
      benefits_plan_renewal_months: [1, 2, 3],
      lob_health: true,
    }),
    daysAgo: 5,
  },
];

/** The demo saved searches, dated back from `now`. */
export function buildDemoSavedSearches(
  userIds: ReadonlyMap<string, number>,
  now: Date,
): NewSavedSearchRow[] {
  return DEMO_SAVED_SEARCHES.flatMap((search) => {
    const userId = userIds.get(search.username);
    if (userId === undefined) return [];
    const at = addHours(now, -24 * search.daysAgo);
    return [
      {
        user_id: userId,
        product_code: search.productCode,
        search_name: search.name,
        search_name_key: search.name.toLowerCase(),
        content: JSON.stringify({ webappSearchCriteria: search.criteria }),
        created_at: at,
        updated_at: at,
      },
    ];
  });
}
