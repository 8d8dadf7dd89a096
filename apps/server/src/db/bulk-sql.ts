import { CompiledQuery, sql, SqliteAdapter, type RawBuilder } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Db } from './database';

export type RawSqlite = SqliteDatabase.Database;
type SqliteStatement = SqliteDatabase.Statement;

/** One row to write: column name -> value. */
export type ColumnValues = Readonly<Record<string, unknown>>;

// The data tables are written generically, by name (docs/decisions/0005).
// Bulk statements pass a whole batch as ONE JSON or array parameter
// (json_each in SQLite, json_populate_recordset / ANY in PostgreSQL): no
// statement with thousands of placeholders to build, parse and prepare.
// PostgreSQL inserts are COPY FROM STDIN (docs/decisions/0013).

export const isSqlite = (db: Db): boolean =>
  db.getExecutor().adapter instanceof SqliteAdapter;

// Rows per statement: bounds the JSON text of one parameter.
const CHUNK = 5_000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK)
    out.push(list.slice(i, i + CHUNK));
  return out;
}

// A SQLite JSON array of keys -> an IN list; a PostgreSQL text[] -> ANY.
function inList(
  db: Db,
  column: string,
  keys: readonly string[],
): RawBuilder<boolean> {
  return isSqlite(db)
    ? sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(keys)}))`
    : sql<boolean>`${sql.ref(column)} = any(${keys}::text[])`;
}

const statements = new WeakMap<RawSqlite, Map<string, SqliteStatement>>();

// Each statement is prepared once per connection, keyed by its text, and
// reused for every row of every batch.
function prepared(raw: RawSqlite, source: string): SqliteStatement {
  let cache = statements.get(raw);
  if (!cache) statements.set(raw, (cache = new Map()));
  let statement = cache.get(source);
  if (!statement) {
    statement = raw.prepare(source);
    cache.set(source, statement);
  }
  return statement;
}

const columnList = (columns: readonly string[]) =>
  columns.map((c) => `"${c}"`).join(',');

function insertStatement(
  raw: RawSqlite,
  table: string,
  columns: readonly string[],
) {
  const names = columnList(columns);
  const marks = columns.map(() => '?').join(',');
  return prepared(raw, `insert into "${table}" (${names}) values (${marks})`);
}

/**
 * Inserts rows (all with the same columns): on SQLite one prepared
 * statement per row through the raw connection (inside the caller's
 * transaction), on PostgreSQL one COPY per chunk.
 */
export async function insertRows(
  db: Db,
  table: string,
  rows: readonly ColumnValues[],
  raw?: RawSqlite,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const values = rows.map((row) => columns.map((c) => row[c] ?? null));
  await insertValues(db, table, columns, values, raw);
}

// COPY's text format: a tab between fields, \N for null, and a backslash
// escape for the characters that would end a field or a row.
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/** One value as a field of COPY's text format. */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : '\\N';
  }
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;
}

/** Rows of value lists as COPY's text format. */
export function copyText(rows: readonly unknown[][]): string {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i += 1) {
      text += (i === 0 ? '' : '\t') + copyField(row[i]);
    }
    text += '\n';
  }
  return text;
}

/** Inserts rows given as value lists in `columns` order. */
export async function insertValues(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  raw?: RawSqlite,
): Promise<void> {
  if (rows.length === 0) return;
  if (raw) {
    const statement = insertStatement(raw, table, columns);
    for (const row of rows) statement.run(row);
    return;
  }
  const names = columnList(columns);
  if (!isSqlite(db)) {
    const copy = `copy "${table}" (${names}) from stdin`;
    for (const chunk of chunks(rows)) {
      await db.executeQuery(CompiledQuery.raw(copy, [copyText(chunk)]));
    }
    return;
  }
  const picks = columns.map((_, i) => `value ->> ${i}`).join(',');
  const insert = `insert into "${table}" (${names}) select ${picks} from json_each(?)`;
  for (const chunk of chunks(rows)) {
    await db.executeQuery(CompiledQuery.raw(insert, [JSON.stringify(chunk)]));
  }
}

function updateStatement(
  raw: RawSqlite,
  table: string,
  key: string,
  columns: string[],
) {
  const sets = columns.map((c) => `"${c}" = ?`).join(',');
  return prepared(raw, `update "${table}" set ${sets} where "${key}" = ?`);
}

/**
 * Updates rows (all with the same columns) in place, matched by `key`:
 * on SQLite one prepared statement per row on the raw connection, on
 * PostgreSQL one statement per chunk. Only the indexes of changed columns
 * are touched.
 */
export async function updateRowsBy(
  db: Db,
  table: string,
  key: string,
  rows: readonly ColumnValues[],
  raw?: RawSqlite,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((column) => column !== key);
  if (raw) {
    const statement = updateStatement(raw, table, key, columns);
    for (const row of rows) {
      statement.run([...columns.map((c) => row[c] ?? null), row[key]]);
    }
    return;
  }
  if (isSqlite(db)) {
    throw new Error('SQLite updates run on the raw connection');
  }
  for (const chunk of chunks(rows)) {
    const sets = sql.join(
      columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`v.${c}`)}`),
    );
    await sql`update ${sql.table(table)} set ${sets} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(chunk)}::json) v where ${sql.ref(`${table}.${key}`)} = ${sql.ref(`v.${key}`)}`.execute(
      db,
    );
  }
}

/**
 * Rows of `table` whose text `column` is one of `keys` (and whose columns
 * in `where` have those values).
 */
export async function selectIn<T>(
  db: Db,
  table: string,
  column: string,
  keys: readonly string[],
  select: readonly string[] | '*',
  where: Readonly<Record<string, string | number>> = {},
): Promise<T[]> {
  const found: T[] = [];
  const columns =
    select === '*' ? sql`*` : sql.join(select.map((c) => sql.ref(c)));
  const equal = Object.entries(where).map(
    ([name, value]) => sql`${sql.ref(name)} = ${value} and `,
  );
  for (const chunk of chunks([...new Set(keys)])) {
    const { rows } =
      await sql<T>`select ${columns} from ${sql.table(table)} where ${sql.join(equal, sql``)}${inList(db, column, chunk)}`.execute(
        db,
      );
    found.push(...rows);
  }
  return found;
}

/** Deletes the rows of `table` whose text `column` is one of `keys`. */
export async function deleteIn(
  db: Db,
  table: string,
  column: string,
  keys: readonly string[],
): Promise<void> {
  for (const chunk of chunks(keys)) {
    await sql`delete from ${sql.table(table)} where ${inList(db, column, chunk)}`.execute(
      db,
    );
  }
}

/** The largest value of a text column, or null on an empty table. */
export async function maxText(
  db: Db,
  table: string,
  column: string,
): Promise<string | null> {
  const { rows } = await sql<{
    max: string | null;
  }>`select max(${sql.ref(column)}) as "max" from ${sql.table(table)}`.execute(
    db,
  );
  return rows[0]?.max ?? null;
}
