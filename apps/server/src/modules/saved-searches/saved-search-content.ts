import {
  fieldIssuesOf,
  moduleOfRecordId,
  pathPastDepth,
  SAVED_SEARCH_CRITERIA_SCHEMAS,
  SEARCH_BODY_MAX_DEPTH,
  type FieldIssues,
  type Module,
  type SavedSearch,
} from '@edge/contracts';
import { ValidationError } from '../../shared/errors';
import type { SavedSearchRow } from './saved-searches.table';

const CRITERIA_FIELD = 'content.webappSearchCriteria';

// The criteria as the content column stores them: JSON, exactly as sent.
function toStoredContent(criteria: Record<string, unknown>): string {
  return JSON.stringify({ webappSearchCriteria: criteria });
}

/**
 * Checks criteria with the module's strict schema and returns the content
 * to store; a 400 names each offending field, unknown keys included, as
 * body validation does. The route has bounded their depth and size.
 */
export function checkedContent(
  module: Module,
  criteria: Record<string, unknown>,
): string {
  const result = SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(criteria);
  if (!result.success) {
    const fields: FieldIssues = {};
    for (const { path, message } of fieldIssuesOf(result.error.issues)) {
      fields[[CRITERIA_FIELD, ...path].join('.')] ??= message;
    }
    throw new ValidationError(fields);
  }
  return toStoredContent(criteria);
}

// Stored criteria, or undefined when the text is not content JSON at all.
function parseStored(
  text: string,
): { webappSearchCriteria: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' &&
      value !== null &&
      'webappSearchCriteria' in value
      ? { webappSearchCriteria: value.webappSearchCriteria }
      : undefined;
  } catch {
    return undefined;
  }
}

// Rows saved before criteria were bounded may nest too deep to parse or
// send back; such criteria are shown as none.
function sendableCriteria(
  stored: { webappSearchCriteria: unknown } | undefined,
) {
  const criteria = stored?.webappSearchCriteria ?? null;
  return pathPastDepth(criteria, SEARCH_BODY_MAX_DEPTH) ? null : criteria;
}

/**
 * A row as the API shows it. Older or damaged content that the module's
 * strict schema no longer accepts (unknown keys saved before it was strict,
 * say) is still listed, marked malformed (SPEC §4).
 */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const module = moduleOfRecordId(row.product_code);
  const stored = parseStored(row.content);
  const criteria = sendableCriteria(stored);
  const isValid =
    module !== undefined &&
    stored !== undefined &&
    SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(criteria).success;
  return {
    id: row.id,
    searchName: row.search_name,
    record_id: row.product_code,
    content: { webappSearchCriteria: criteria },
    malformed: !isValid,
  };
}
