import { createHash } from 'node:crypto';
import type { Fact, FactValues } from './datasets/types';
import {
  deleteIn,
  insertRows,
  selectIn,
  type AnyDb,
  type RawSqlite,
} from './sql';

/** A fact with its resolved company. */
export interface OwnedFact extends Fact {
  muns: string | null;
}

export type FactOutcome = 'inserted' | 'updated' | 'unchanged';

// Same values, year and as-of date: the same row (the company is not part
// of it: a re-import never moves a fact to another company).
const hashOf = (fact: Fact) =>
  createHash('sha1')
    .update(
      JSON.stringify([
        fact.values,
        fact.sourceYear ?? null,
        fact.asOfDate ?? null,
      ]),
    )
    .digest('base64')
    .slice(0, 22);

function toRow(
  fact: OwnedFact,
  hash: string,
  fileId: number,
  keepMuns?: string | null,
): FactValues {
  return {
    source_key: fact.sourceKey,
    muns: keepMuns ?? fact.muns,
    import_file_id: fileId,
    row_hash: hash,
    source_year: fact.sourceYear ?? null,
    as_of_date: fact.asOfDate ?? null,
    ...fact.values,
  };
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
  raw?: RawSqlite,
): Promise<Map<string, FactOutcome>> {
  const outcomes = new Map<string, FactOutcome>();
  const byTable = new Map<string, OwnedFact[]>();
  for (const fact of facts) {
    const list = byTable.get(fact.table);
    if (list) list.push(fact);
    else byTable.set(fact.table, [fact]);
  }
  for (const [table, list] of byTable) {
    const existing = new Map(
      (
        await selectIn<{
          source_key: string;
          row_hash: string;
          muns: string | null;
        }>(
          db,
          table,
          'source_key',
          list.map((fact) => fact.sourceKey),
          ['source_key', 'row_hash', 'muns'],
        )
      ).map((row) => [row.source_key, row]),
    );
    const inserts: FactValues[] = [];
    const replacements: FactValues[] = [];
    for (const fact of list) {
      const hash = hashOf(fact);
      const old = existing.get(fact.sourceKey);
      const id = `${table}|${fact.sourceKey}`;
      if (!old) {
        inserts.push(toRow(fact, hash, fileId));
        outcomes.set(id, 'inserted');
      } else if (old.row_hash === hash) {
        outcomes.set(id, 'unchanged');
      } else {
        replacements.push(toRow(fact, hash, fileId, old.muns));
        outcomes.set(id, 'updated');
      }
    }
    await insertRows(db, table, inserts, raw);
    await replaceRows(db, fileId, table, replacements, 'source_key', raw);
  }
  return outcomes;
}

/** Replaces rows by source_key, keeping the old ones in the undo log. */
export async function replaceRows(
  db: AnyDb,
  fileId: number,
  table: string,
  rows: readonly FactValues[],
  keyColumn = 'source_key',
  raw?: RawSqlite,
): Promise<void> {
  if (rows.length === 0) return;
  const keys = rows.map((row) => String(row[keyColumn]));
  const old = await selectIn<FactValues>(db, table, keyColumn, keys, '*');
  await insertRows(
    db,
    'import_undo',
    old.map((row) => ({
      import_file_id: fileId,
      table_name: table,
      payload: JSON.stringify(row),
    })),
    raw,
  );
  await deleteIn(db, table, keyColumn, keys);
  await insertRows(db, table, rows, raw);
}
