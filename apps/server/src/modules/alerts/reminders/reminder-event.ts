import { formatDate, type EventChange } from '@edge/contracts';
import type { NewCompanyEventRow } from '../../../data-model/event-tables';
import type { DatasetName } from '../../../data-model/datasets';
import type { ReminderSource } from './reminders.repository';
import {
  reminderWindow,
  windowOpened,
  type ReminderWindow,
} from './reminder-window';

export type RenewalReminderType =
  'wc_renewal_reminder' | 'dot_renewal_reminder' | 'bta_renewal_reminder';

/** A date a company comes up for renewal, and from which fact row. */
export interface RenewalDue {
  dueDate: string;
  source: ReminderSource;
  // What renews: "Workers' comp policy with TRAVELERS renews".
  subject: string;
}

/** A reminder due to be raised today, before it is a row. */
export interface ReminderDraft {
  type: RenewalReminderType;
  dataset: DatasetName;
  // The fact row it comes from.
  source: ReminderSource;
  dueDate: string;
  window: ReminderWindow;
  // What renews: "Workers' comp policy with TRAVELERS renews".
  subject: string;
}

/** The reminder of the window `dueDate` is in today, or null. */
export function draftReminder(
  fields: Omit<ReminderDraft, 'window'>,
  today: string,
): ReminderDraft | null {
  const window = reminderWindow(today, fields.dueDate);
  return window === null ? null : { ...fields, window };
}

/**
 * The company event of a reminder: dated the day its window opened, keyed
 * by due date and window so each is raised once.
 */
export function reminderEventRow(
  draft: ReminderDraft,
  createdAt: string,
): NewCompanyEventRow {
  const due = formatDate(draft.dueDate);
  const changes: EventChange[] = [
    { label: 'Due date', before: null, after: due },
  ];
  return {
    muns: draft.source.muns,
    type: draft.type,
    occurred_date: windowOpened(draft.dueDate, draft.window),
    summary: `${draft.subject} ${due} (in ${draft.window} days)`,
    changes: JSON.stringify(changes),
    dataset: draft.dataset,
    source_key: draft.source.source_key,
    import_file_id: draft.source.import_file_id,
    source_year: draft.source.source_year,
    as_of_date: draft.source.as_of_date,
    event_key: `${draft.dueDate}:${draft.window}`,
    saved_search_id: null,
    created_at: createdAt,
  };
}

/** Rows ordered by company, as one list per company. */
export function byCompany<T extends { muns: string }>(
  rows: readonly T[],
): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.muns === row.muns) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** Rows grouped by a key, in the order each key first appears. */
export function groupBy<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** 'A', 'A and B', 'A, B and C', 'A, B and 2 more'. */
export function listNames(names: readonly string[], shown = 3): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > shown) {
    const rest = names.length - (shown - 1);
    return `${names.slice(0, shown - 1).join(', ')} and ${rest} more`;
  }
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
