import type { Kysely } from 'kysely';
import type { JobsTable } from '../jobs/jobs.table';
import type { FactRowColumns, ImportTables } from '../data-model/import-tables';
import type { SearchTables } from '../data-model/search-tables';
import type { OpportunityTables } from '../data-model/opportunity-tables';
import type { AccountsTable } from '../modules/accounts/accounts.table';
import type { ActivityTables } from '../modules/activity/activity.table';
import type { AlertTables } from '../modules/alerts/alerts.table';
import type { BillingTables } from '../modules/billing/billing.table';
import type { ReminderFactTables } from '../modules/alerts/reminder-facts.table';
import type { EventTables } from '../data-model/event-tables';
import type {
  LoginAttemptsTable,
  LoginThrottleTable,
  MfaRecoveryCodesTable,
  SessionsTable,
  UsersTable,
} from '../modules/auth/auth.table';
import type { ExportCompaniesTable } from '../modules/exports/export-companies.table';
import type { ExportsTable } from '../modules/exports/exports.table';
import type { FavoritesTable } from '../modules/favorites/favorites.table';
import type { FeatureFlagTables } from '../modules/feature-flags/feature-flags.table';
import type { EmailChangesTable } from '../modules/my-account/email-changes.table';
import type { NotesTable } from '../modules/notes/notes.table';
import type { PipelineTables } from '../modules/pipeline/pipeline.table';
import type { ApiKeysTable } from '../modules/api-keys/api-keys.table';
import type { PartnerSignInTables } from '../modules/partner-sign-in/partner-sign-in.table';
import type { BrokerTables } from '../modules/brokers/brokers.table';
import type { CompanyTables } from '../modules/companies/companies.table';
import type { CompanyFactTables } from '../modules/companies/company-facts.table';
import type { CompanyDetailsTables } from '../modules/company-details/company-details.table';
import type { BenefitTables } from '../modules/company-reports/benefit-facts.table';
import type { CommercialTables } from '../modules/company-reports/commercial-facts.table';
import type { CompanyReportTables } from '../modules/company-reports/company-reports.table';
import type { CompanyListTables } from '../modules/company-lists/company-lists.table';
import type { FavoriteCompanyTables } from '../modules/favorites/favorites.table';
import type { LookupTables } from '../modules/lookups/lookups.table';
import type { UserPreferencesTable } from '../modules/preferences/preferences.table';
import type { PasswordResetsTable } from '../modules/password-reset/password-reset.table';
import type { SavedSearchesTable } from '../modules/saved-searches/saved-searches.table';
import type { SupportTables } from '../modules/support/support.table';

/** The tables a module writes and reads; each owns its table file. */
interface ModuleTables {
  accounts: AccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  email_changes: EmailChangesTable;
  password_resets: PasswordResetsTable;
  exports: ExportsTable;
  export_companies: ExportCompaniesTable;
  saved_searches: SavedSearchesTable;
  favorites: FavoritesTable;
  notes: NotesTable;
  api_keys: ApiKeysTable;
  user_preferences: UserPreferencesTable;
}

// Background jobs (decision 0019), owned by jobs/ as a module owns its table.
interface JobTables {
  jobs: JobsTable;
}

// The imported facts (docs/decisions/0005): the views of the modules that
// read them, with the provenance columns the importers write.
type FactTables = CompanyFactTables &
  BenefitTables &
  CommercialTables &
  ReminderFactTables &
  Pick<CompanyReportTables, 'contacts'>;
type WithProvenance<T> = { [Table in keyof T]: T[Table] & FactRowColumns };

/**
 * Every table, as Kysely sees it (docs/decisions/0018). A table several
 * modules read is the intersection of their views, each listing the
 * columns it reads; the importers' and the projection's tables are in
 * data-model/, which both sides import.
 */
export type Database = ModuleTables &
  FeatureFlagTables &
  PartnerSignInTables &
  ActivityTables &
  AlertTables &
  BillingTables &
  EventTables &
  JobTables &
  WithProvenance<FactTables> &
  ImportTables &
  SearchTables &
  OpportunityTables &
  CompanyTables &
  CompanyDetailsTables &
  CompanyReportTables &
  BrokerTables &
  LookupTables &
  FavoriteCompanyTables &
  CompanyListTables &
  PipelineTables &
  SupportTables;

/** The query builder, or a transaction (which is one too). */
export type Db = Kysely<Database>;

export type DbDialect = 'sqlite' | 'postgres';
