import type { Db } from '../db/database';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';

// search_meta rows: 'version' changes on every rebuild, so running servers
// can tell; 'source' is the newest import the rebuild saw; 'definition'
// a digest of the SQL it ran.
const VERSION = 'version';
const SOURCE = 'source';
const DEFINITION = 'definition';
// 'scores' changes when the opportunity scores the index loads do.
const SCORES = 'scores';

export async function readMeta(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('search_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return (row?.value as string | null | undefined) ?? null;
}

async function writeMeta(db: Db, key: string, value: string) {
  await db
    .insertInto('search_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** The id of the newest import that changed data, '0' before any. */
export async function latestChange(db: Db): Promise<string> {
  const row = await db
    .selectFrom('import_files')
    .select(sql<number | string | null>`max(id)`.as('id'))
    .where('status', '=', 'done')
    .where(sql`inserted + updated`, '>', 0)
    .executeTakeFirst();
  return String(row?.id ?? 0);
}

const newVersion = () =>
  `${new Date().toISOString()}-${randomBytes(4).toString('hex')}`;

/**
 * Records a finished rebuild: a new version, what it was built from and
 * the digest of its SQL.
 */
export async function markRebuilt(db: Db, definition: string): Promise<void> {
  await writeMeta(db, VERSION, newVersion());
  await writeMeta(db, SOURCE, await latestChange(db));
  await writeMeta(db, DEFINITION, definition);
}

/**
 * The stored opportunity scores changed: running servers load the search
 * index again. The projection's version stays, as the companies and their
 * matches did not change (saved-search checks key on it).
 */
export async function markScoresChanged(db: Db): Promise<void> {
  await writeMeta(db, SCORES, newVersion());
}

/** The projection's version, or null before the first rebuild. */
export const searchProjectionVersion = (db: Db) => readMeta(db, VERSION);

/**
 * True when data was imported since the last rebuild (a database from
 * before the projection existed, or an import stopped before its rebuild)
 * or when the rebuild ran other SQL than `definition` (a server upgraded
 * to a projection that derives its columns otherwise).
 */
export async function isSearchProjectionStale(
  db: Db,
  definition: string,
): Promise<boolean> {
  const built = (await readMeta(db, SOURCE)) ?? '0';
  if (built !== (await latestChange(db))) return true;
  return built !== '0' && (await readMeta(db, DEFINITION)) !== definition;
}
