import type {
  DatasetEvents,
  EventDraft,
  FactChange,
  FactRow,
} from './event-draft';

// Rules that read one changed row at a time (OSHA, WHD, FMCSA, property).

/** A dataset whose events come from each change on its own. */
export const eachChange = (
  table: string,
  columns: readonly string[],
  rule: (change: FactChange) => EventDraft[],
): DatasetEvents => ({
  table,
  columns,
  indexes: [],
  derive: (_db, _file, changes) => Promise.resolve(changes.flatMap(rule)),
});

/** An event of a row: its company, the row, keyed as a new record. */
export const draft = (
  row: FactRow,
  fields: Omit<EventDraft, 'muns' | 'fact' | 'eventKey'> & {
    eventKey?: string;
  },
): EventDraft => ({
  muns: row.muns,
  fact: row,
  eventKey: String(row.source_key),
  ...fields,
});

/** A rule for new records only. */
export const onlyNew =
  (rule: (row: FactRow) => EventDraft) =>
  ({ before, after }: FactChange): EventDraft[] =>
    before ? [] : [rule(after)];
