import type { EventChange } from '@edge/contracts';
import type { NewCompanyEventRow } from '../data-model/event-tables';
import type { Db } from '../db/database';
import { nowIso } from '../shared/time';

/** An event as a test describes it; the rest takes plain defaults. */
export type TestEvent = Pick<NewCompanyEventRow, 'muns' | 'type'> &
  Partial<NewCompanyEventRow>;

let serial = 0;

/**
 * Writes company events as the importers do (one row per change of a
 * fact, unique by company, type and key) and answers their ids in order.
 */
export async function insertCompanyEvents(
  db: Db,
  events: readonly TestEvent[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) {
    serial += 1;
    const row = await db
      .insertInto('company_events')
      .values({
        occurred_date: '2026-03-02',
        summary: `${event.type} ${serial}`,
        changes: '[]',
        dataset: null,
        source_key: null,
        import_file_id: null,
        source_year: null,
        as_of_date: null,
        event_key: `test-${serial}`,
        saved_search_id: null,
        created_at: nowIso(),
        ...event,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** A firmographics file of `count` companies of one place. */
export function firmographicsCsv(
  count: number,
  place: { prefix: string; city: string; state: string; zip: string },
): string {
  const { prefix, city, state, zip } = place;
  const header =
    'RECORD_ID,COMPANY_NAME,DBA_NAME,ADDRESS,CITY,STATE,ZIP,FEIN,PHONE,WEBSITE,NAICS,EMPLOYEES,ANNUAL_REVENUE,YEAR_FOUNDED,AS_OF_DATE';
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(6, '0');
    return `${prefix}-${n},${prefix} Company ${n},,${i + 1} ${prefix} St,${city},${state},${zip},,,,238160,10,1000000,2001,2025-09-30`;
  });
  return [header, ...rows, ''].join('\n');
}

/** A stored company event as tests compare it, changes parsed. */
export interface StoredCompanyEvent {
  muns: string;
  type: string;
  occurred_date: string;
  summary: string;
  changes: EventChange[];
  dataset: string | null;
  source_key: string | null;
  import_file_id: number | null;
  source_year: number | null;
  as_of_date: string | null;
  event_key: string;
}

/** Every company event, by type and summary. */
export async function companyEvents(db: Db): Promise<StoredCompanyEvent[]> {
  const rows = await db
    .selectFrom('company_events')
    .select([
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
    ])
    .execute();
  // Sorted here: the databases' collations order text differently.
  const order = (row: { type: string; summary: string }) =>
    `${row.type}\u0000${row.summary}`;
  return rows
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map((row) => ({
      ...row,
      import_file_id:
        row.import_file_id === null ? null : Number(row.import_file_id),
      source_year: row.source_year === null ? null : Number(row.source_year),
      changes: JSON.parse(row.changes) as EventChange[],
    }));
}
