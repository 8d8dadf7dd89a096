import type { Db } from '../../db/database';
import type { StoredEvent } from './event-view';

/** An event of the timeline with its source file. */
export type TimelineRow = StoredEvent & { id: number };

/**
 * A company's events of some types, newest first (the muns and date index),
 * at most `limit`. A saved search's new match is its subscriber's alone and
 * never shown here.
 */
export function listCompanyEvents(
  db: Db,
  muns: string,
  types: readonly string[],
  limit: number,
): Promise<TimelineRow[]> {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('company_events as e')
    .leftJoin('import_files as f', 'f.id', 'e.import_file_id')
    .select([
      'e.id',
      'e.type',
      'e.occurred_date',
      'e.summary',
      'e.changes',
      'e.dataset',
      'e.source_year',
      'e.as_of_date',
      'f.file_name',
    ])
    .where('e.muns', '=', muns)
    .where('e.type', 'in', [...types])
    .where('e.saved_search_id', 'is', null)
    .orderBy('e.occurred_date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}
