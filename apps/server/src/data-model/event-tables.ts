import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * company_events: what happened to a company, derived from the facts an
 * import changed or from a renewal date (migration 0019, issue: alerts).
 * Importers and the reminder job write it; the alerts module reads it.
 */
export interface CompanyEventsTable {
  id: Generated<number>;
  muns: string;
  // One of contracts' EVENT_TYPE_LABELS.
  type: string;
  // YYYY-MM-DD.
  occurred_date: string;
  // One line a person reads: 'OSHA inspection 1234567 opened (complaint)'.
  summary: string;
  // JSON text of EventChange[]: label, before, after.
  changes: string;
  // The fact the event is about: its dataset, key, the file that wrote it,
  // its plan or fiscal year and as-of date.
  dataset: string | null;
  source_key: string | null;
  import_file_id: number | null;
  source_year: number | null;
  as_of_date: string | null;
  // With (muns, type) unique: what makes the event once only (the fact's
  // key and hash, a reminder's due date and window).
  event_key: string;
  // A saved search's new match is its subscriber's alone.
  saved_search_id: number | null;
  created_at: string;
}
export type CompanyEventRow = Selectable<CompanyEventsTable>;
export type NewCompanyEventRow = Insertable<CompanyEventsTable>;

export type EventTables = {
  company_events: CompanyEventsTable;
};

/**
 * The job that turns new company events (and saved searches' new matches)
 * into alerts. The alerts module runs it; an import that changed data
 * brings its next run forward.
 */
export const ALERTS_DELIVER_JOB = 'alerts-deliver';
