import type { Kysely } from 'kysely';
import type { AccountsTable } from '../modules/accounts/accounts.table';
import type { EventsTable } from '../modules/alerts/alerts.table';
import type {
  LoginAttemptsTable,
  LoginThrottleTable,
  SessionsTable,
  UsersTable,
} from '../modules/auth/auth.table';
import type { ExportsTable } from '../modules/exports/exports.table';
import type { FavoritesTable } from '../modules/favorites/favorites.table';
import type { FeatureFlagsTable } from '../modules/feature-flags/feature-flags.table';
import type { NotesTable } from '../modules/notes/notes.table';
import type { UserPreferencesTable } from '../modules/preferences/preferences.table';
import type { PasswordResetsTable } from '../modules/password-reset/password-reset.table';
import type { SavedSearchesTable } from '../modules/saved-searches/saved-searches.table';

/** Every table, as Kysely sees it; each module owns its table file. */
export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  password_resets: PasswordResetsTable;
  feature_flags: FeatureFlagsTable;
  events: EventsTable;
  exports: ExportsTable;
  saved_searches: SavedSearchesTable;
  favorites: FavoritesTable;
  notes: NotesTable;
  user_preferences: UserPreferencesTable;
}

/** The query builder, or a transaction (which is one too). */
export type Db = Kysely<Database>;

export type DbDialect = 'sqlite' | 'postgres';
