import {
  SAVED_SEARCH_CRITERIA_SCHEMAS,
  type Module,
  type SavedSearch,
} from '@edge/contracts';
import { paths } from '../config/paths';
import { EDIT_PARAM } from '../features/saved-searches/utils/edit-param';
import {
  encodeSearch,
  toQueryString,
} from '../features/search/utils/search-url-codec';

// Only searches that parse are run or edited (SPEC §4); the list disables
// both for the others, so a failed parse here reads as the defaults.
function searchParamsOf(module: Module, search: SavedSearch) {
  const parsed = SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(
    search.content.webappSearchCriteria,
  );
  return encodeSearch(module, parsed.success ? { criteria: parsed.data } : {});
}

/** The results of a saved search, through the search's own address codec. */
export function runHrefOf(module: Module, search: SavedSearch): string {
  const params = searchParamsOf(module, search);
  return `${paths.results(module)}${toQueryString(params)}`;
}

/** The module home loaded with a saved search's criteria, editing it. */
export function editHrefOf(module: Module, search: SavedSearch): string {
  const params = searchParamsOf(module, search);
  params.set(EDIT_PARAM, String(search.id));
  return `${paths.home(module)}${toQueryString(params)}`;
}
