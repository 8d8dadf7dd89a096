import type { DatasetDefinition, MappedRow } from './datasets/types';
import { evidenceState } from './company-record';
import { writeFacts, replaceRows, type OwnedFact } from './fact-writer';
import { geocodeZip } from './geocode';
import { resolveCompanies, type ResolveContext } from './resolver';
import { insertRows, selectIn, type AnyDb } from './sql';

/** A source row read and mapped, waiting for its batch. */
export interface PendingRow {
  line: number;
  fields: readonly string[];
  mapped: MappedRow;
}

export interface Reject {
  line: number;
  fields: readonly string[];
  reason: string;
}

export interface BatchResult {
  inserted: number;
  updated: number;
  unchanged: number;
  rejects: Reject[];
}

type Owner = { muns: string | null };

// Schedules, violations...: the company of the parent row.
async function linkParents(
  db: AnyDb,
  rows: PendingRow[],
  owners: Map<PendingRow, Owner>,
  rejects: Reject[],
): Promise<PendingRow[]> {
  const byTable = new Map<string, PendingRow[]>();
  for (const row of rows) {
    const parent = row.mapped.parent;
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
          list.map((row) => row.mapped.parent!.sourceKey),
          ['source_key', 'muns'],
        )
      ).map((row) => [row.source_key, row.muns]),
    );
    for (const row of list) {
      const parent = row.mapped.parent!;
      if (found.has(parent.sourceKey)) {
        owners.set(row, { muns: found.get(parent.sourceKey) ?? null });
      } else {
        missing.add(row);
        rejects.push({
          line: row.line,
          fields: row.fields,
          reason: `no ${parent.label} ${parent.sourceKey} has been imported`,
        });
      }
    }
  }
  return rows.filter((row) => !missing.has(row));
}

// Rows already imported keep their company; new ones are resolved.
async function resolveOwners(
  db: AnyDb,
  context: ResolveContext,
  definition: DatasetDefinition,
  rows: PendingRow[],
  owners: Map<PendingRow, Owner>,
  rejects: Reject[],
): Promise<PendingRow[]> {
  const withCompany = rows.filter((row) => row.mapped.company);
  const known = new Map(
    (
      await selectIn<{ source_key: string; muns: string | null }>(
        db,
        definition.mainTable,
        'source_key',
        withCompany.map((row) => row.mapped.facts[0]!.sourceKey),
        ['source_key', 'muns'],
      )
    ).map((row) => [row.source_key, row.muns]),
  );
  const unplaced = new Set<PendingRow>();
  const toResolve: PendingRow[] = [];
  for (const row of withCompany) {
    const muns = known.get(row.mapped.facts[0]!.sourceKey);
    if (muns) owners.set(row, { muns });
    else if (evidenceState(row.mapped.company!) === null) {
      unplaced.add(row);
      rejects.push({
        line: row.line,
        fields: row.fields,
        reason: 'no state and no known ZIP to place the company',
      });
    } else toResolve.push(row);
  }
  const resolution = await resolveCompanies(
    db,
    context,
    toResolve.map((row) => row.mapped.company!),
  );
  toResolve.forEach((row, i) => owners.set(row, { muns: resolution.muns[i]! }));
  await insertRows(db, 'companies', resolution.created as never[], context.raw);
  await replaceRows(
    db,
    context.fileId,
    'companies',
    resolution.changed.map(({ after }) => after as never),
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

// Every address a source gives a company is kept (ARCHITECTURE §4).
function addressFact(
  dataset: string,
  row: PendingRow,
  muns: string | null,
): OwnedFact | null {
  const company = row.mapped.company;
  if (!company || !muns) return null;
  const place = geocodeZip(company.zip);
  return {
    table: 'company_addresses',
    sourceKey: `${dataset}:${row.mapped.facts[0]!.sourceKey}`,
    muns,
    sourceYear: row.mapped.facts[0]!.sourceYear ?? null,
    asOfDate: row.mapped.facts[0]!.asOfDate ?? null,
    values: {
      dataset,
      address: company.address,
      city: company.city ?? place?.city ?? null,
      state: evidenceState(company),
      zip: company.zip,
      county_fips: place?.countyFips ?? null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
    },
  };
}

// A key twice in one batch: the later row is refused, not merged.
function dropDuplicates(rows: PendingRow[], rejects: Reject[]): PendingRow[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const key = row.mapped.facts[0]!.sourceKey;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, row.line);
      return true;
    }
    rejects.push({
      line: row.line,
      fields: row.fields,
      reason: `duplicate of line ${first} (same key ${key})`,
    });
    return false;
  });
}

/** Writes one batch of mapped rows; the caller holds the transaction. */
export async function importBatch(
  db: AnyDb,
  context: ResolveContext,
  definition: DatasetDefinition,
  batch: PendingRow[],
): Promise<BatchResult> {
  const rejects: Reject[] = [];
  const owners = new Map<PendingRow, Owner>();
  let rows = dropDuplicates(batch, rejects);
  rows = await linkParents(db, rows, owners, rejects);
  rows = await resolveOwners(db, context, definition, rows, owners, rejects);
  const facts: OwnedFact[] = [];
  for (const row of rows) {
    const muns = owners.get(row)?.muns ?? null;
    for (const fact of row.mapped.facts) facts.push({ ...fact, muns });
    const address = addressFact(definition.name, row, muns);
    if (address) facts.push(address);
  }
  const outcomes = await writeFacts(db, context.fileId, facts, context.raw);
  const result: BatchResult = {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejects,
  };
  for (const row of rows) {
    const main = row.mapped.facts[0]!;
    result[outcomes.get(`${main.table}|${main.sourceKey}`)!] += 1;
  }
  return result;
}
