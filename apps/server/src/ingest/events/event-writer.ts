import type { Db } from '../../db/database';
import type { NewCompanyEventRow } from '../../data-model/event-tables';
import { nowIso } from '../../shared/time';
import {
  numberOf,
  textOf,
  type EventDraft,
  type EventFile,
} from './event-draft';

// Rows per insert: 13 values each, well under SQLite's parameter limit.
const INSERT_ROWS = 500;

function toRow(
  draft: EventDraft,
  file: EventFile,
  today: string,
  createdAt: string,
): NewCompanyEventRow | null {
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
    saved_search_id: null,
    created_at: createdAt,
  };
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
    const result = await db
      .insertInto('company_events')
      .values(rows.slice(i, i + INSERT_ROWS))
      .onConflict((conflict) =>
        conflict.columns(['muns', 'type', 'event_key']).doNothing(),
      )
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}
