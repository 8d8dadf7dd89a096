import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isSqlite } from '../db/bulk-sql';

// A large load writes into tables with their secondary indexes dropped and
// builds them again at the end (docs/decisions/0011): one sorted build is
// far cheaper than an index insert at a random place for every row. Keys
// the importers look rows up by (primary keys, unique indexes) stay.

/** Rows a run writes into a table at least, before its indexes wait. */
export const DEFER_FROM_ROWS = 50_000;

/** The secondary (neither primary nor unique) indexes of `tables`. */
export async function secondaryIndexes(
  db: Db,
  tables: readonly string[],
): Promise<{ name: string; table_name: string; definition: string }[]> {
  if (tables.length === 0) return [];
  if (isSqlite(db)) {
    const { rows } = await sql<{
      name: string;
      table_name: string;
      definition: string;
    }>`select name, tbl_name as table_name, sql as definition from sqlite_master
       where type = 'index' and sql is not null
         and tbl_name in (select value from json_each(${JSON.stringify(tables)}))
         and lower(sql) not like 'create unique%'
       order by tbl_name, name`.execute(db);
    return rows;
  }
  const { rows } = await sql<{
    name: string;
    table_name: string;
    definition: string;
  }>`select i.relname as name, t.relname as table_name,
            pg_get_indexdef(i.oid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any(${tables}::text[])
        and not x.indisunique and not x.indisprimary
      order by t.relname, i.relname`.execute(db);
  return rows;
}

async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{
    count: number | string;
  }>`select count(*) as "count" from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.count);
}

/**
 * The tables worth loading without their secondary indexes: the run writes
 * at least `from` rows into them and at least a quarter of what they hold.
 */
export async function tablesToDefer(
  db: Db,
  writes: ReadonlyMap<string, number>,
  from = DEFER_FROM_ROWS,
): Promise<string[]> {
  const tables: string[] = [];
  for (const [table, rows] of writes) {
    if (rows < from) continue;
    if (rows * 4 >= (await countRows(db, table))) tables.push(table);
  }
  return tables.sort();
}

/**
 * Drops the secondary indexes of `tables`, keeping how to build each in
 * import_deferred_indexes (in the same transaction). Returns their count.
 */
export async function deferIndexes(
  db: Db,
  tables: readonly string[],
): Promise<number> {
  const indexes = await secondaryIndexes(db, tables);
  if (indexes.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('import_deferred_indexes').values(indexes).execute();
    for (const { name } of indexes) {
      await sql`drop index ${sql.ref(name)}`.execute(trx);
    }
  });
  return indexes.length;
}

export interface RestoredIndexes {
  indexes: number;
  seconds: number;
}

/**
 * Builds every deferred index again (or those of `names`), one at a time,
 * each forgotten once it exists, so a build cut short goes on where it
 * stopped.
 */
export async function restoreDeferredIndexes(
  db: Db,
  names?: readonly string[],
): Promise<RestoredIndexes> {
  const started = Date.now();
  if (names?.length === 0) return { indexes: 0, seconds: 0 };
  let query = db
    .selectFrom('import_deferred_indexes')
    .select(['name', 'definition'])
    .orderBy('name');
  if (names) query = query.where('name', 'in', names);
  const deferred = (await query.execute()) as {
    name: string;
    definition: string;
  }[];
  for (const { name, definition } of deferred) {
    const statement = definition.replace(
      /^create index /i,
      'create index if not exists ',
    );
    await db.transaction().execute(async (trx) => {
      if (!isSqlite(trx)) {
        await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
      }
      await sql.raw(statement).execute(trx);
      await trx
        .deleteFrom('import_deferred_indexes')
        .where('name', '=', name)
        .execute();
    });
  }
  return {
    indexes: deferred.length,
    seconds: (Date.now() - started) / 1000,
  };
}
