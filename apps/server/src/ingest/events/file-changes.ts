import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isSqlite, selectIn } from '../../db/bulk-sql';
import { OWN_COLUMNS } from '../fact-writer';
import type { FactChange, FactRow } from './event-draft';

// Rows are read a page at a time, so memory stays flat whatever the file.
const PAGE_ROWS = 2_000;

// SQLite: pages by rowid. The index on import_file_id holds the rowid, so
// a page is one index range; without it (dropped for a large load,
// docs/decisions/0011) the pages walk the table once in rowid order.
async function* sqlitePages(
  db: Db,
  table: string,
  columns: readonly string[],
  fileId: number,
  pageRows: number,
): AsyncGenerator<FactRow[]> {
  let last = 0;
  const list = sql.join(columns.map((column) => sql.ref(column)));
  for (;;) {
    const { rows } = await sql<FactRow & { file_rowid: number }>`
      select rowid as file_rowid, ${list} from ${sql.table(table)}
      where import_file_id = ${fileId} and rowid > ${last}
      order by rowid limit ${pageRows}`.execute(db);
    if (rows.length === 0) return;
    last = Number(rows[rows.length - 1]!.file_rowid);
    yield rows.map(({ file_rowid: _rowid, ...row }) => row);
    if (rows.length < pageRows) return;
  }
}

// PostgreSQL: one cursor of the caller's transaction, read a page at a
// time: a single pass, with or without the index.
async function* postgresPages(
  db: Db,
  table: string,
  columns: readonly string[],
  fileId: number,
  pageRows: number,
): AsyncGenerator<FactRow[]> {
  const cursor = sql.id(`file_rows_${table}`);
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`declare ${cursor} no scroll cursor for
    select ${list} from ${sql.table(table)}
    where import_file_id = ${sql.lit(fileId)}`.execute(db);
  for (;;) {
    const { rows } = await sql<FactRow>`fetch forward ${sql.lit(
      pageRows,
    )} from ${cursor}`.execute(db);
    if (rows.length > 0) yield rows;
    if (rows.length < pageRows) break;
  }
  await sql`close ${cursor}`.execute(db);
}

/**
 * The version from before the file of each row among `keys` the file
 * replaced: the payload of its first entry in the file's undo log.
 */
export async function rowsBefore(
  db: Db,
  fileId: number,
  table: string,
  keys: readonly string[],
): Promise<Map<string, FactRow>> {
  const entries = await selectIn<{
    id: number;
    row_key: string;
    payload: string;
  }>(db, 'import_undo', 'row_key', keys, ['id', 'row_key', 'payload'], {
    import_file_id: fileId,
    table_name: table,
  });
  entries.sort((a, b) => Number(a.id) - Number(b.id));
  const before = new Map<string, FactRow>();
  for (const entry of entries) {
    if (!before.has(entry.row_key)) {
      before.set(entry.row_key, JSON.parse(entry.payload) as FactRow);
    }
  }
  return before;
}

// The same values with only the provenance changed (a newer extract
// giving the row again): not a change.
function sameValues(
  before: FactRow,
  after: FactRow,
  columns: readonly string[],
): boolean {
  return columns.every(
    (column) => (before[column] ?? null) === (after[column] ?? null),
  );
}

/**
 * What an import file changed in `table`, a page at a time: the rows it
 * wrote (import_file_id), with their provenance and `columns`, each with
 * its version from before the file, if any. Rows whose `columns` are as
 * they were are left out.
 */
export async function* changedRows(
  db: Db,
  table: string,
  columns: readonly string[],
  fileId: number,
  pageRows = PAGE_ROWS,
): AsyncGenerator<FactChange[]> {
  const read = [...OWN_COLUMNS, ...columns];
  const pages = isSqlite(db)
    ? sqlitePages(db, table, read, fileId, pageRows)
    : postgresPages(db, table, read, fileId, pageRows);
  for await (const rows of pages) {
    const befores = await rowsBefore(
      db,
      fileId,
      table,
      rows.map((row) => String(row.source_key)),
    );
    const changes: FactChange[] = [];
    for (const after of rows) {
      const before = befores.get(String(after.source_key)) ?? null;
      if (before && sameValues(before, after, columns)) continue;
      changes.push({ before, after });
    }
    if (changes.length > 0) yield changes;
  }
}
