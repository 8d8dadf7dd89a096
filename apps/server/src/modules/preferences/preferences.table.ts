import type { Insertable, Selectable } from 'kysely';

/** user_preferences: one named setting of a user, its value as JSON text. */
export interface UserPreferencesTable {
  user_id: number;
  // 'results-columns.pc', 'results-columns.eb'
  name: string;
  value: string;
  updated_at: string;
}
export type UserPreferenceRow = Selectable<UserPreferencesTable>;
export type NewUserPreferenceRow = Insertable<UserPreferencesTable>;
