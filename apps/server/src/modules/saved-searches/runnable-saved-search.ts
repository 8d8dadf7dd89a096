import {
  moduleOfRecordId,
  SAVED_SEARCH_CRITERIA_SCHEMAS,
  type EbCriteria,
  type Module,
  type PcCriteria,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { toSavedSearch } from './saved-search-content';
import { findUserSavedSearch } from './saved-searches.repository';

/** Criteria of either module, read with today's defaults. */
export type SavedSearchCriteria =
  { module: 'pc'; value: PcCriteria } | { module: 'eb'; value: EbCriteria };

/** A saved search as another module runs it (alerts of new matches). */
export interface RunnableSavedSearch {
  id: number;
  userId: number;
  name: string;
  module: Module;
  // null when the stored criteria are malformed (SPEC §4).
  criteria: SavedSearchCriteria | null;
  // Changes whenever the name or the criteria change.
  updatedAt: string;
}

function criteriaOf(
  module: Module,
  stored: unknown,
): SavedSearchCriteria | null {
  if (module === 'pc') {
    const parsed = SAVED_SEARCH_CRITERIA_SCHEMAS.pc.safeParse(stored);
    return parsed.success ? { module, value: parsed.data } : null;
  }
  const parsed = SAVED_SEARCH_CRITERIA_SCHEMAS.eb.safeParse(stored);
  return parsed.success ? { module, value: parsed.data } : null;
}

/**
 * The user's saved search with its criteria ready to run, or undefined when
 * it is not theirs (or of no module). Defaults left out of the stored criteria are those of
 * the day it runs, as when the user opens it.
 */
export async function findRunnableSavedSearch(
  db: Db,
  userId: number,
  id: number,
): Promise<RunnableSavedSearch | undefined> {
  const row = await findUserSavedSearch(db, userId, id);
  const module = row && moduleOfRecordId(row.product_code);
  if (!row || !module) return undefined;
  const shown = toSavedSearch(row);
  return {
    id: row.id,
    userId: row.user_id,
    name: row.search_name,
    module,
    criteria: shown.malformed
      ? null
      : criteriaOf(module, shown.content.webappSearchCriteria),
    updatedAt: row.updated_at,
  };
}
