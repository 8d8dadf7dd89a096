import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { Module } from '@edge/contracts';
import type { Db } from '../db/database';
import { DATASET_DEFINITIONS } from '../ingest/datasets/registry';

// The companies whose data the demo's newer extract changes, as the older
// extract's import knows them: the generator's changed-keys.csv names, for
// each difference, a record of the company that the older extract has.

/** A company a newer import changes in a module, and how. */
export interface ChangedCompany {
  muns: string;
  state: string;
  module: Module;
  // 'dataset change' of each difference, e.g. 'wc_policies cancelled'.
  changes: string[];
}

interface ChangedKey {
  dataset: string;
  source_key: string;
  change: string;
  company_dataset: string;
  company_key: string;
}

// Form 5500 and its schedules are benefits data; the rest commercial.
const BENEFIT_DATASETS = new Set([
  'f5500',
  'f5500_sf',
  'sch_a',
  'sch_a_part1',
  'sch_c_item2',
  'sch_c_item2_codes',
  'sch_h',
  'sch_i',
]);
const moduleOf = (dataset: string): Module =>
  BENEFIT_DATASETS.has(dataset) ? 'eb' : 'pc';

// A schedule of a new filing is new with it: the filing says so once.
const isFilingPart = (row: ChangedKey) =>
  BENEFIT_DATASETS.has(row.dataset) &&
  !row.dataset.startsWith('f5500') &&
  (row.change === 'new' || row.change === 'new_plan');

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    out.push(items.slice(i, i + CHUNK));
  }
  return out;
}

/** The company of each named record: `dataset key` -> muns. */
async function companiesOfRecords(
  db: Db,
  records: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<Map<string, string>> {
  const munsOf = new Map<string, string>();
  for (const [dataset, keys] of records) {
    const definition = DATASET_DEFINITIONS.find((d) => d.name === dataset);
    if (!definition) continue;
    for (const chunk of chunks([...keys])) {
      const { rows } = await sql<{ source_key: string; muns: string | null }>`
        select source_key, muns from ${sql.table(definition.mainTable)}
        where source_key in (${sql.join(chunk)})`.execute(db);
      for (const row of rows) {
        if (row.muns) munsOf.set(`${dataset} ${row.source_key}`, row.muns);
      }
    }
  }
  return munsOf;
}

async function statesOf(
  db: Db,
  muns: readonly string[],
): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  for (const chunk of chunks(muns)) {
    const rows = await db
      .selectFrom('companies')
      .select(['muns', 'state'])
      .where('muns', 'in', chunk)
      .execute();
    for (const row of rows) states.set(row.muns, row.state);
  }
  return states;
}

/** Reads changed-keys.csv against the database the older extract filled. */
export async function readChangedCompanies(
  db: Db,
  path: string,
): Promise<ChangedCompany[]> {
  const rows = parse(await readFile(path), { columns: true }) as ChangedKey[];
  const records = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.company_key) continue;
    const keys = records.get(row.company_dataset) ?? new Set<string>();
    records.set(row.company_dataset, keys.add(row.company_key));
  }
  const munsOf = await companiesOfRecords(db, records);
  const states = await statesOf(db, [...new Set(munsOf.values())]);
  const companies = new Map<string, ChangedCompany>();
  for (const row of rows) {
    const muns = munsOf.get(`${row.company_dataset} ${row.company_key}`);
    const state = muns && states.get(muns);
    if (!muns || !state || isFilingPart(row)) continue;
    const module = moduleOf(row.dataset);
    const id = `${module} ${muns}`;
    const company = companies.get(id) ?? { muns, state, module, changes: [] };
    company.changes.push(`${row.dataset} ${row.change}`);
    companies.set(id, company);
  }
  return [...companies.values()];
}
