import type { Db } from '../db/database';
import { addressRowKey, keepNewest } from './address-rows';
import type { DatasetDefinition, Fact } from './datasets/types';
import { evidenceState } from './company-record';
import {
  storedFacts,
  updateRows,
  writeFacts,
  type OwnedFact,
  type StoredFact,
} from './fact-writer';
import { prepared, type PendingRow, type Reject } from './prepare-row';
import { resolveCompanies, type ResolveContext } from './resolver';
import { insertRows, selectIn } from '../db/bulk-sql';

export interface BatchResult {
  inserted: number;
  updated: number;
  unchanged: number;
  rejects: Reject[];
}

type Owner = { muns: string | null };

// Schedules, violations...: the company of the parent row.
async function linkParents(
  db: Db,
  rows: PendingRow[],
  owners: Map<PendingRow, Owner>,
  rejects: Reject[],
): Promise<PendingRow[]> {
  const byTable = new Map<string, PendingRow[]>();
  for (const row of rows) {
    const parent = row.parent;
    if (!parent) continue;
    const list = byTable.get(parent.table);
    if (list) list.push(row);
    else byTable.set(parent.table, [row]);
  }
  const missing = new Set<PendingRow>();
  for (const [table, list] of byTable) {
    const found = new Map(
      (
        await selectIn<{ source_key: string; muns: string | null }>(
          db,
          table,
          'source_key',
          list.map((row) => row.parent!.sourceKey),
          ['source_key', 'muns'],
        )
      ).map((row) => [row.source_key, row.muns]),
    );
    for (const row of list) {
      const parent = row.parent!;
      if (found.has(parent.sourceKey)) {
        owners.set(row, { muns: found.get(parent.sourceKey) ?? null });
      } else {
        missing.add(row);
        rejects.push({
          line: row.line,
          raw: row.raw,
          reason: `no ${parent.label} ${parent.sourceKey} has been imported`,
        });
      }
    }
  }
  return rows.filter((row) => !missing.has(row));
}

// Rows already imported keep their company; new ones are resolved.
async function resolveOwners(
  db: Db,
  context: ResolveContext,
  rows: PendingRow[],
  owners: Map<PendingRow, Owner>,
  rejects: Reject[],
  known: Map<string, StoredFact>,
): Promise<PendingRow[]> {
  const withCompany = rows.filter((row) => row.company);
  const unplaced = new Set<PendingRow>();
  const toResolve: PendingRow[] = [];
  for (const row of withCompany) {
    const muns = known.get(row.facts[0]!.sourceKey)?.muns;
    if (muns) owners.set(row, { muns });
    else if (evidenceState(row.company!) === null) {
      unplaced.add(row);
      rejects.push({
        line: row.line,
        raw: row.raw,
        reason: 'no state and no known ZIP to place the company',
      });
    } else toResolve.push(row);
  }
  const resolution = await resolveCompanies(
    db,
    context,
    toResolve.map((row) => ({ company: row.company!, keys: row.keys! })),
  );
  toResolve.forEach((row, i) => owners.set(row, { muns: resolution.muns[i]! }));
  await insertRows(db, 'companies', resolution.created as never[], context.raw);
  await updateRows(
    db,
    context.fileId,
    'companies',
    resolution.changed as never[],
    'muns',
    context.raw,
  );
  await insertRows(
    db,
    'company_keys',
    resolution.keys.map((key) => ({ ...key, import_file_id: context.fileId })),
    context.raw,
  );
  return rows.filter((row) => !unplaced.has(row));
}

// A key twice in one batch: the later row is refused, not merged.
function dropDuplicates(rows: PendingRow[], rejects: Reject[]): PendingRow[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const key = row.facts[0]!.sourceKey;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, row.line);
      return true;
    }
    rejects.push({
      line: row.line,
      raw: row.raw,
      reason: `duplicate of line ${first} (same key ${key})`,
    });
    return false;
  });
}

/** Writes one batch of mapped rows; the caller holds the transaction. */
export async function importBatch(
  db: Db,
  context: ResolveContext,
  definition: DatasetDefinition,
  batch: PendingRow[],
): Promise<BatchResult> {
  const rejects: Reject[] = [];
  const owners = new Map<PendingRow, Owner>();
  let rows = dropDuplicates(batch, rejects);
  rows = await linkParents(db, rows, owners, rejects);
  const known = await storedFacts(
    db,
    definition.mainTable,
    rows.map((row) => row.facts[0]!.sourceKey),
  );
  rows = await resolveOwners(db, context, rows, owners, rejects, known);
  const facts: OwnedFact[] = [];
  // Where each row's first fact is, for its outcome.
  const mains: number[] = [];
  // Each company's addresses, one per place: keyed and hashed once merged.
  const addresses = new Map<string, { fact: Fact; muns: string }>();
  for (const row of rows) {
    const muns = owners.get(row)?.muns ?? null;
    mains.push(facts.length);
    for (const fact of row.facts) facts.push({ fact, muns });
    if (row.address && muns) {
      const key = addressRowKey(definition.name, muns, row.address);
      keepNewest(addresses, key, { fact: row.address, muns });
    }
  }
  for (const [sourceKey, { fact, muns }] of addresses) {
    facts.push({ fact: prepared({ ...fact, sourceKey }), muns });
  }
  const outcomes = await writeFacts(db, context.fileId, facts, {
    raw: context.raw,
    known: new Map([[definition.mainTable, known]]),
  });
  const result: BatchResult = {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejects,
  };
  for (const i of mains) result[outcomes[i]!] += 1;
  return result;
}
