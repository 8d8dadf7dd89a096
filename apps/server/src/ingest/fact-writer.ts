import type { Db } from '../db/database';
import { isNewer } from './address-rows';
import type { FactValue, FactValues } from '../data-model/datasets';
import type { PreparedFact } from './prepare-row';
import {
  insertRows,
  insertValues,
  selectIn,
  updateRowsBy,
  type RawSqlite,
} from '../db/bulk-sql';

/** A fact with its resolved company. */
export interface OwnedFact {
  fact: PreparedFact;
  muns: string | null;
}

export type FactOutcome = 'inserted' | 'updated' | 'unchanged';

/** What the writer needs to know of a stored fact. */
export interface StoredFact {
  source_key: string;
  row_hash: string;
  muns: string | null;
  // The file that last wrote it, and the year and date of its source row.
  import_file_id: number;
  source_year: number | null;
  as_of_date: string | null;
}

/** The stored facts of `table` among `keys`, by source key. */
export async function storedFacts(
  db: Db,
  table: string,
  keys: readonly string[],
): Promise<Map<string, StoredFact>> {
  const rows = await selectIn<StoredFact>(db, table, 'source_key', keys, [
    'source_key',
    'row_hash',
    'muns',
    'import_file_id',
    'source_year',
    'as_of_date',
  ]);
  return new Map(rows.map((row) => [row.source_key, row]));
}

// The columns of every fact row: provenance first, then the dataset's.
export const OWN_COLUMNS = [
  'source_key',
  'muns',
  'import_file_id',
  'row_hash',
  'source_year',
  'as_of_date',
];

const columnsOf = (fact: PreparedFact) => [
  ...OWN_COLUMNS,
  ...Object.keys(fact.values),
];

// A fact's values in `columns` order, as inserts take them: no row object
// to build and take apart again.
function valuesOf(
  columns: readonly string[],
  { fact, muns }: OwnedFact,
  fileId: number,
): unknown[] {
  const out: unknown[] = [
    fact.sourceKey,
    muns,
    fileId,
    fact.rowHash,
    fact.sourceYear ?? null,
    fact.asOfDate ?? null,
  ];
  const { values } = fact;
  for (let i = OWN_COLUMNS.length; i < columns.length; i += 1) {
    out.push(values[columns[i]!] ?? null);
  }
  return out;
}

// A changed fact as a row object for the update, keeping its company.
function toRow(
  columns: readonly string[],
  fact: PreparedFact,
  fileId: number,
  muns: string | null,
): FactValues {
  const values = valuesOf(columns, { fact, muns }, fileId);
  return Object.fromEntries(
    columns.map((column, i) => [column, values[i] as FactValue]),
  );
}

// Whether this file wrote the stored row itself (in an earlier
// transaction): replacing it needs no undo entry, it goes with the file.
const writtenBy = (old: StoredFact, fileId: number) =>
  Number(old.import_file_id) === fileId;

// A fact that keeps the newest source (its hash covers its values alone,
// see rowHashOf) given again by a newer row with the same values: the
// stored row takes the new provenance. Its row before is the stored
// provenance (every column but the values) with these values, so the undo
// log needs no read of it (and no entry when this file wrote it: it goes
// with the file).
function refresh(
  fact: PreparedFact,
  old: StoredFact,
  fileId: number,
): { before?: FactValues; after: FactValues } {
  const after: FactValues = {
    source_key: fact.sourceKey,
    import_file_id: fileId,
    source_year: fact.sourceYear ?? null,
    as_of_date: fact.asOfDate ?? null,
  };
  if (writtenBy(old, fileId)) return { after };
  return { before: { ...old, ...fact.values }, after };
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
 * outcome of each fact, in order.
 */
export async function writeFacts(
  db: Db,
  fileId: number,
  facts: readonly OwnedFact[],
  options: WriteOptions = {},
): Promise<FactOutcome[]> {
  const outcomes: FactOutcome[] = new Array<FactOutcome>(facts.length);
  const byTable = new Map<string, number[]>();
  facts.forEach(({ fact }, i) => {
    const list = byTable.get(fact.table);
    if (list) list.push(i);
    else byTable.set(fact.table, [i]);
  });
  for (const [table, list] of byTable) {
    const existing =
      options.known?.get(table) ??
      (await storedFacts(
        db,
        table,
        list.map((i) => facts[i]!.fact.sourceKey),
      ));
    const columns = columnsOf(facts[list[0]!]!.fact);
    const inserts: unknown[][] = [];
    // Replacements of rows an earlier file wrote, and of rows this file
    // wrote itself (those need no undo: they go with the file).
    const replacements: FactValues[] = [];
    const rewrites: FactValues[] = [];
    // Newer sources of the same values: only the provenance changes.
    const refreshes: { before?: FactValues; after: FactValues }[] = [];
    for (const i of list) {
      const owned = facts[i]!;
      const { fact } = owned;
      const old = existing.get(fact.sourceKey);
      const same = old?.row_hash === fact.rowHash;
      if (!old) {
        inserts.push(valuesOf(columns, owned, fileId));
        outcomes[i] = 'inserted';
      } else if (fact.keepNewest ? !isNewer(fact, old) : same) {
        outcomes[i] = 'unchanged';
      } else if (same) {
        refreshes.push(refresh(fact, old, fileId));
        outcomes[i] = 'updated';
      } else {
        const row = toRow(columns, fact, fileId, old.muns ?? owned.muns);
        (writtenBy(old, fileId) ? rewrites : replacements).push(row);
        outcomes[i] = 'updated';
      }
    }
    await insertValues(db, table, columns, inserts, options.raw);
    await updateRows(db, fileId, table, refreshes, 'source_key', options.raw);
    const before =
      replacements.length === 0
        ? []
        : await selectIn<FactValues>(
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
      [
        ...before.map((old) => ({
          before: old,
          after: after.get(old.source_key)!,
        })),
        ...rewrites.map((row) => ({ after: row })),
      ],
      'source_key',
      options.raw,
    );
  }
  return outcomes;
}

/**
 * Updates rows in place by their key, keeping each old row given in the
 * undo log so a rolled-back file restores it.
 */
export async function updateRows(
  db: Db,
  fileId: number,
  table: string,
  changes: readonly { before?: FactValues; after: FactValues }[],
  keyColumn: string,
  raw?: RawSqlite,
): Promise<void> {
  if (changes.length === 0) return;
  const undo: FactValues[] = [];
  for (const { before } of changes) {
    if (!before) continue;
    undo.push({
      import_file_id: fileId,
      table_name: table,
      row_key: String(before[keyColumn]),
      payload: JSON.stringify(before),
    });
  }
  await insertRows(db, 'import_undo', undo, raw);
  await updateRowsBy(
    db,
    table,
    keyColumn,
    changes.map(({ after }) => after),
    raw,
  );
}
