import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { NewCompanyEventRow } from '../../data-model/event-tables';
import { isSqlite } from '../../db/bulk-sql';
import { nowIso } from '../../shared/time';
import {
  numberOf,
  textOf,
  type EventDraft,
  type EventFile,
} from './event-draft';

// Rows per statement: each statement takes them as one JSON parameter.
const INSERT_ROWS = 2_000;

const COLUMNS = [
  'muns',
  'type',
  'occurred_date',
  'summary',
  'changes',
  'dataset',
  'source_key',
  'import_file_id',
  'source_year',
  'as_of_date',
  'event_key',
  'created_at',
] as const satisfies readonly (keyof NewCompanyEventRow)[];
type EventValues = { [Column in (typeof COLUMNS)[number]]: unknown };

function toRow(
  draft: EventDraft,
  file: EventFile,
  today: string,
  createdAt: string,
): EventValues | null {
  const muns = textOf(draft.muns);
  if (muns === null) return null;
  const occurred = textOf(draft.occurredDate) ?? file.asOf ?? today;
  return {
    muns,
    type: draft.type,
    occurred_date: occurred.slice(0, 10),
    summary: draft.summary,
    changes: JSON.stringify(draft.changes),
    dataset: file.dataset,
    source_key: textOf(draft.fact.source_key),
    import_file_id: file.id,
    source_year: numberOf(draft.fact.source_year),
    as_of_date: textOf(draft.fact.as_of_date),
    event_key: draft.eventKey,
    created_at: createdAt,
  };
}

// One statement for a chunk of events; an event already stored (same
// company, type and key) is skipped. Returns how many went in.
async function insertChunk(db: Db, rows: EventValues[]): Promise<number> {
  const names = sql.join(COLUMNS.map((column) => sql.ref(column)));
  const source = isSqlite(db)
    ? sql`select ${sql.join(
        COLUMNS.map((_, i) => sql`value ->> ${sql.lit(i)}`),
      )} from json_each(${JSON.stringify(
        rows.map((row) => COLUMNS.map((column) => row[column])),
      )}) where true`
    : sql`select ${names} from json_populate_recordset(null::company_events, ${JSON.stringify(
        rows,
      )}::json)`;
  const result = await sql`insert into company_events (${names}) ${source}
    on conflict (muns, type, event_key) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Stores events of a file, each once: one already stored (same company,
 * type and event key) is left as it is. Events of no company are dropped.
 * Returns how many were new.
 */
export async function writeEvents(
  db: Db,
  file: EventFile,
  drafts: readonly EventDraft[],
): Promise<number> {
  const createdAt = nowIso();
  const today = createdAt.slice(0, 10);
  const rows = drafts.flatMap(
    (draft) => toRow(draft, file, today, createdAt) ?? [],
  );
  let written = 0;
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    written += await insertChunk(db, rows.slice(i, i + INSERT_ROWS));
  }
  return written;
}
