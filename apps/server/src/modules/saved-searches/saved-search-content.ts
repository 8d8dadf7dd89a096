import {
  moduleOfRecordId,
  SAVED_SEARCH_CONTENT_MAX_CHARS,
  SAVED_SEARCH_CRITERIA_SCHEMAS,
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
 * Checks criteria with the module's schema and returns the content to store;
 * a 400 names each offending field, as body validation does.
 */
export function checkedContent(
  module: Module,
  criteria: Record<string, unknown>,
): string {
  const result = SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(criteria);
  if (!result.success) {
    const fields: FieldIssues = {};
    for (const issue of result.error.issues) {
      const key = [CRITERIA_FIELD, ...issue.path.map(String)].join('.');
      fields[key] ??= issue.message;
    }
    throw new ValidationError(fields);
  }
  const content = toStoredContent(criteria);
  if (content.length > SAVED_SEARCH_CONTENT_MAX_CHARS) {
    throw new ValidationError({
      [CRITERIA_FIELD]: 'These search criteria are too large to save.',
    });
  }
  return content;
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

/**
 * A row as the API shows it. Older or damaged content that the module's
 * schema no longer accepts is still listed, marked malformed (SPEC §4).
 */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const module = moduleOfRecordId(row.product_code);
  const stored = parseStored(row.content);
  const criteria = stored?.webappSearchCriteria ?? null;
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
