import {
  moduleOfRecordId,
  SAVED_SEARCH_CRITERIA_SCHEMAS,
  type SavedSearch,
} from '@edge/contracts';

/**
 * SPEC §4: a malformed saved search is neither edited nor run. Besides the
 * server's flag, its criteria must parse with the module's strict schema
 * (a list fetched from a server older than the schema, say), so the editor
 * never loads criteria that saving would refuse.
 */
export function isEditableSavedSearch(search: SavedSearch): boolean {
  if (search.malformed) return false;
  const module = moduleOfRecordId(search.record_id);
  if (!module) return false;
  const criteria = search.content.webappSearchCriteria;
  return SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(criteria).success;
}
