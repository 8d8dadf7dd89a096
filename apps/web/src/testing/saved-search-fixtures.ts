import {
  defaultEbCriteria,
  defaultPcCriteria,
  type SavedSearch,
  type SavedSearchList,
} from '@edge/contracts';

/** The demo pc.broker's list: two good searches and a malformed one. */
export function pcSavedSearches(): SavedSearchList {
  const texas = defaultPcCriteria();
  texas.locationSearch.states = ['TX', 'CA'];
  texas.companyNaicsSearch.industry_search_criterias = ['23'];
  texas.employeeRangeSearch.employeeRange = [50, 500];
  const trucking = defaultPcCriteria();
  trucking.companyNaicsSearch.industry_search_criterias = ['484'];
  const searches: SavedSearch[] = [
    savedSearch(1, 'Texas contractors', 5, texas),
    savedSearch(2, 'Trucking fleets', 5, trucking),
    {
      ...savedSearch(3, 'Old search (needs review)', 5, {
        locationSearch: { states: ['TX', 'ZZ'] },
      }),
      malformed: true,
    },
  ];
  return { count: searches.length, saved_searches: searches };
}

export function ebSavedSearch(id = 4): SavedSearch {
  const criteria = defaultEbCriteria();
  criteria.selected_states = ['CA', 'OR', 'WA'];
  criteria.benefits_plan_renewal_months = [1, 2, 3];
  criteria.lob_health = true;
  return savedSearch(id, 'West Coast health plans', 7, criteria);
}

export function savedSearch(
  id: number,
  searchName: string,
  recordId: number,
  criteria: unknown,
): SavedSearch {
  return {
    id,
    searchName,
    record_id: recordId,
    content: { webappSearchCriteria: criteria },
    malformed: false,
  };
}
