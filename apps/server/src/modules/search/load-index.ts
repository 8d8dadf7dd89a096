import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { selectIn } from '../../db/bulk-sql';
import { IndexBuilder } from './engine/index-builder';
import {
  PROJECTION_COLUMNS,
  type BrokerLinkRow,
  type BrokerRow,
  type CarrierLinkRow,
  type ProjectionRow,
  type ScoreRow,
} from './engine/projection-row';
import type { SearchIndex } from './engine/search-index';
import { nextTurn } from '../../shared/next-turn';

// Rows per query while loading; the event loop gets a turn between chunks.
const CHUNK = 5_000;

/** The projection's version (search_meta), '' before the first refresh. */
export async function projectionVersion(db: Db): Promise<string> {
  return (await indexInputs(db)).version;
}

/**
 * What an index is loaded from: the projection's version and the stamp of
 * the stored opportunity scores (search_meta), '' before the first of each.
 */
export async function indexInputs(
  db: Db,
): Promise<{ version: string; scores: string }> {
  const rows = await db
    .selectFrom('search_meta')
    .select(['key', 'value'])
    .where('key', 'in', ['version', 'scores'])
    .execute();
  const of = (key: string) =>
    (rows.find((row) => row.key === key)?.value as string | undefined) ?? '';
  return { version: of('version'), scores: of('scores') };
}

function groupByMuns<T extends { muns: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.muns);
    if (group) group.push(row);
    else groups.set(row.muns, [row]);
  }
  return groups;
}

async function companyChunk(
  db: Db,
  after: { sortName: string; muns: string } | null,
): Promise<(ProjectionRow & { sort_name: string })[]> {
  let query = db
    .selectFrom('search_companies')
    .select([...PROJECTION_COLUMNS, 'sort_name'])
    .orderBy('sort_name')
    .orderBy('muns')
    .limit(CHUNK);
  if (after) {
    // A row-value comparison, so both databases seek the (sort_name, muns)
    // index instead of scanning from the start for every chunk.
    query = query.where(
      sql<boolean>`(sort_name, muns) > (${after.sortName}, ${after.muns})`,
    );
  }
  return (await query.execute()) as (ProjectionRow & { sort_name: string })[];
}

/** Companies in the search projection. */
export async function countCompanies(db: Db): Promise<number> {
  const counted = await db
    .selectFrom('search_companies')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/**
 * Reads the search projection into a SearchIndex, in name order, a chunk
 * at a time.
 */
export async function loadSearchIndex(
  db: Db,
  version: string,
): Promise<SearchIndex> {
  const builder = new IndexBuilder(await countCompanies(db));
  let after: { sortName: string; muns: string } | null = null;
  for (;;) {
    const rows = await companyChunk(db, after);
    if (rows.length === 0) break;
    const muns = rows.map((row) => row.muns);
    const carriers = groupByMuns(
      await selectIn<CarrierLinkRow>(
        db,
        'search_company_carriers',
        'muns',
        muns,
        ['muns', 'carrier_name', 'carrier_name_normalized'],
      ),
    );
    const brokers = groupByMuns(
      await selectIn<BrokerLinkRow>(
        db,
        'search_company_brokers',
        'muns',
        muns,
        '*',
      ),
    );
    const scores = new Map(
      (
        await selectIn<ScoreRow & { muns: string }>(
          db,
          'opportunity_scores',
          'muns',
          muns,
          ['muns', 'pc', 'eb'],
        )
      ).map((row) => [row.muns, row]),
    );
    for (const row of rows) {
      builder.add(
        row,
        carriers.get(row.muns) ?? [],
        brokers.get(row.muns) ?? [],
        scores.get(row.muns) ?? null,
      );
    }
    const last = rows[rows.length - 1]!;
    after = { sortName: last.sort_name, muns: last.muns };
    await nextTurn();
  }
  const brokerRows = (await db
    .selectFrom('search_brokers')
    .select(['msid', 'name', 'name_normalized', 'client_count'])
    .execute()) as BrokerRow[];
  return builder.finish(version, brokerRows);
}
