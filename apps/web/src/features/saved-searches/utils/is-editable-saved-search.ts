import type { SavedSearch } from '@edge/contracts';

/** SPEC §4: a malformed saved search is neither edited nor run. */
export function isEditableSavedSearch(search: SavedSearch): boolean {
  return !search.malformed;
}
