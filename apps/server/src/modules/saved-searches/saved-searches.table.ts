import type { Generated, Insertable, Selectable } from 'kysely';

/** saved_searches: one named search of a user in one module (SPEC §3). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  // SPEC §9 numeric product code of the module: 5 PC, 7 EB.
  product_code: number;
  // As the user typed it, trimmed.
  search_name: string;
  // Lower-cased search_name: names are unique per user and module whatever
  // their case.
  search_name_key: string;
  // JSON text of { webappSearchCriteria }, exactly as saved.
  content: string;
  created_at: string;
  updated_at: string;
}
export type SavedSearchRow = Selectable<SavedSearchesTable>;
export type NewSavedSearchRow = Insertable<SavedSearchesTable>;
