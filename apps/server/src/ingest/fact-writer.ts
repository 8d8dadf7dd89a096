import type { FactValues } from './datasets/types';
import type { PreparedFact } from './prepare-row';
import {
  insertRows,
  selectIn,
  updateRowsBy,
  type AnyDb,
  type RawSqlite,
} from './sql';

/** A fact with its resolved company. */
export interface OwnedFact extends PreparedFact {
  muns: string | null;
}

export type FactOutcome = 'inserted' | 'updated' | 'unchanged';

/** What the writer needs to know of a stored fact. */
export interface StoredFact {
  source_key: string;
  row_hash: string;
  muns: string | null;
}

/** The stored facts of `table` among `keys`, by source key. */
export async function storedFacts(
  db: AnyDb,
  table: string,
  keys: readonly string[],
): Promise<Map<string, StoredFact>> {
  const rows = await selectIn<StoredFact>(db, table, 'source_key', keys, [
    'source_key',
    'row_hash',
    'muns',
  ]);
  return new Map(rows.map((row) => [row.source_key, row]));
}

function toRow(
  fact: OwnedFact,
  fileId: number,
  keepMuns?: string | null,
): FactValues {
  return {
    source_key: fact.sourceKey,
    muns: keepMuns ?? fact.muns,
    import_file_id: fileId,
    row_hash: fact.rowHash,
    source_year: fact.sourceYear ?? null,
    as_of_date: fact.asOfDate ?? null,
    ...fact.values,
  };
}

export interface WriteOptions {
  // SQLite: the raw connection for prepared statements.
  raw?: RawSqlite;
  // Stored facts the caller already read, by table.
  known?: Map<string, Map<string, StoredFact>>;
}

/**
 * Writes facts: new keys are inserted, changed ones replaced after their
 * old row goes to the undo log, unchanged ones left alone. Returns the
 * outcome of each fact by `table|source_key`.
 */
export async function writeFacts(
  db: AnyDb,
  fileId: number,
  facts: readonly OwnedFact[],
  options: WriteOptions = {},
): Promise<Map<string, FactOutcome>> {
  const outcomes = new Map<string, FactOutcome>();
  const byTable = new Map<string, OwnedFact[]>();
  for (const fact of facts) {
    const list = byTable.get(fact.table);
    if (list) list.push(fact);
    else byTable.set(fact.table, [fact]);
  }
  for (const [table, list] of byTable) {
    const existing =
      options.known?.get(table) ??
      (await storedFacts(
        db,
        table,
        list.map((fact) => fact.sourceKey),
      ));
    const inserts: FactValues[] = [];
    const replacements: FactValues[] = [];
    for (const fact of list) {
      const old = existing.get(fact.sourceKey);
      const id = `${table}|${fact.sourceKey}`;
      if (!old) {
        inserts.push(toRow(fact, fileId));
        outcomes.set(id, 'inserted');
      } else if (old.row_hash === fact.rowHash) {
        outcomes.set(id, 'unchanged');
      } else {
        replacements.push(toRow(fact, fileId, old.muns));
        outcomes.set(id, 'updated');
      }
    }
    await insertRows(db, table, inserts, options.raw);
    if (replacements.length > 0) {
      const before = await selectIn<FactValues>(
        db,
        table,
        'source_key',
        replacements.map((row) => String(row.source_key)),
        '*',
      );
      const after = new Map(replacements.map((row) => [row.source_key, row]));
      await updateRows(
        db,
        fileId,
        table,
        before.map((old) => ({
          before: old,
          after: after.get(old.source_key)!,
        })),
        'source_key',
        options.raw,
      );
    }
  }
  return outcomes;
}

/**
 * Updates rows in place by their key, keeping each old row in the undo log
 * so a rolled-back file restores it.
 */
export async function updateRows(
  db: AnyDb,
  fileId: number,
  table: string,
  changes: readonly { before: FactValues; after: FactValues }[],
  keyColumn: string,
  raw?: RawSqlite,
): Promise<void> {
  if (changes.length === 0) return;
  await insertRows(
    db,
    'import_undo',
    changes.map(({ before }) => ({
      import_file_id: fileId,
      table_name: table,
      payload: JSON.stringify(before),
    })),
    raw,
  );
  await updateRowsBy(
    db,
    table,
    keyColumn,
    changes.map(({ after }) => after),
    raw,
  );
}
