import type { EventChange, EventTypeName } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { DatasetName, FactValue } from '../../data-model/datasets';

/** A fact row as stored: its provenance columns and its dataset's. */
export type FactRow = Record<string, FactValue>;

/**
 * A row an import file wrote: its version from before the file (null when
 * the file inserted it) and the one it left.
 */
export interface FactChange {
  before: FactRow | null;
  after: FactRow;
}

/** The import file whose changes become events. */
export interface EventFile {
  id: number;
  dataset: DatasetName;
  // The newest as-of date of its rows: an event's date when its fact has
  // none of its own.
  asOf: string | null;
}

/** An event as a rule reads it off one fact, before it is stored. */
export interface EventDraft {
  muns: FactValue | undefined;
  type: EventTypeName;
  // YYYY-MM-DD of the fact itself; null: the file's as-of date.
  occurredDate: FactValue | undefined;
  summary: string;
  changes: EventChange[];
  // The row the event is about: its key, year and as-of date.
  fact: FactRow;
  // With muns and type, what makes the event once only.
  eventKey: string;
}

/** How one dataset's changed rows become events. */
export interface DatasetEvents {
  // The table whose rows the file changed, and the columns (beside the
  // provenance) its rules read: a row whose columns are as they were is
  // no change.
  table: string;
  columns: readonly string[];
  // Secondary indexes the rules look rows up by: built first when a large
  // load deferred them (docs/decisions/0011).
  indexes: readonly string[];
  derive(
    db: Db,
    file: EventFile,
    changes: readonly FactChange[],
  ): Promise<EventDraft[]>;
}

/** A text column's value; null when blank. */
export const textOf = (value: FactValue | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A number column's value (PostgreSQL may give numeric text). */
export function numberOf(value: FactValue | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The key of a change: the source key, and the hash of what it became. */
export const changeKey = (row: FactRow): string =>
  `${String(row.source_key)}:${String(row.row_hash)}`;

/** Items by a key of each, in their order. */
export function groupBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
