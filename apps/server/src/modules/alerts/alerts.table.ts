import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type AlertApplicationColumn = 'PC' | 'EB';

/**
 * alert_subscriptions: what a user is told about (migration 0019). A
 * favorite's company, on by default for every type of its module, or a
 * saved search's new matches. Its id is one of SPEC's subscription_ids.
 */
export interface AlertSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'favorite' | 'saved_search';
  favorite_id: number | null;
  saved_search_id: number | null;
  application: AlertApplicationColumn;
  // The favorite's company; null for a saved search.
  muns: string | null;
  // JSON text of the chosen types; null: every type of the application.
  event_types: string | null;
  enabled: number;
  // Events made from then on become alerts.
  started_at: string;
  created_at: string;
  updated_at: string;
}
export type AlertSubscriptionRow = Selectable<AlertSubscriptionsTable>;
export type NewAlertSubscriptionRow = Insertable<AlertSubscriptionsTable>;

/** alerts: one event for one user, read or not (SPEC §3 Alerts). */
export interface AlertsTable {
  id: Generated<number>;
  user_id: number;
  event_id: number;
  subscription_id: number;
  application: AlertApplicationColumn;
  // The event's company, type and date, kept here for the list's indexes.
  muns: string;
  type: string;
  occurred_date: string;
  // The company master's name, kept in step with it by triggers (migration
  // 0027): the company-name sort reads an index instead of the master.
  company_name: string | null;
  checked: number;
  created_at: string;
}
export type AlertRow = Selectable<AlertsTable>;
export type NewAlertRow = Insertable<AlertsTable>;

/** saved_search_matches: the companies a subscribed saved search matched. */
export interface SavedSearchMatchesTable {
  subscription_id: number;
  muns: string;
}

/** alert_digests: one daily mail of one user, sent once. */
export interface AlertDigestsTable {
  id: Generated<number>;
  user_id: number;
  // YYYY-MM-DD of the run that made it.
  digest_date: string;
  status: 'pending' | 'sent' | 'failed';
  // The alerts it tells of: ids up to this one.
  last_alert_id: number;
  alert_count: number;
  // The alerts it tells of start after this id (null: the date's start).
  from_alert_id: ColumnType<
    number | null,
    number | null | undefined,
    number | null
  >;
  attempts: number;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}
export type AlertDigestRow = Selectable<AlertDigestsTable>;

/**
 * alert_counts: how many alerts a user has per application, and how many
 * unchecked, kept by triggers on alerts in the writing transaction
 * (migration 0027): the badge and an unfiltered count read one row.
 */
export interface AlertCountsTable {
  user_id: number;
  application: AlertApplicationColumn;
  total: number;
  unchecked: number;
}

/** alert_cursors: how far delivery and digests have gone, by name. */
export interface AlertCursorsTable {
  name: string;
  value: string;
  updated_at: string;
}

export type AlertTables = {
  alert_subscriptions: AlertSubscriptionsTable;
  alerts: AlertsTable;
  saved_search_matches: SavedSearchMatchesTable;
  alert_digests: AlertDigestsTable;
  alert_cursors: AlertCursorsTable;
  alert_counts: AlertCountsTable;
};
