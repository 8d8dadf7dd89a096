import type { Db } from '../db/database';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';

// search_meta rows: 'version' changes on every rebuild, so running servers
// can tell; 'source' is the newest import the rebuild saw.
const VERSION = 'version';
const SOURCE = 'source';

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

/** Records a finished rebuild: a new version and what it was built from. */
export async function markRebuilt(db: Db): Promise<void> {
  const version = `${new Date().toISOString()}-${randomBytes(4).toString('hex')}`;
  await writeMeta(db, VERSION, version);
  await writeMeta(db, SOURCE, await latestChange(db));
}

/** The projection's version, or null before the first rebuild. */
export const searchProjectionVersion = (db: Db) => readMeta(db, VERSION);

/**
 * True when data was imported since the last rebuild: a database from
 * before the projection existed, or an import stopped before its rebuild.
 */
export async function isSearchProjectionStale(db: Db): Promise<boolean> {
  const built = (await readMeta(db, SOURCE)) ?? '0';
  return built !== (await latestChange(db));
}
