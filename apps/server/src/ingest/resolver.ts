import type { Db } from '../db/database';
import type { CompanyEvidence } from './datasets/types';
import type { CompanyRecord } from '../data-model/company-record';
import { newCompany, patchCompany } from './company-record';
import { similarity } from '../data-model/normalize';
import type { KeyIndex } from './key-index';
import { allKeys, type EvidenceKeys } from './resolution-keys';
import { selectIn, type RawSqlite } from '../db/bulk-sql';

// Entity resolution (docs/data/entity-resolution.md): a row goes to the
// company of its EIN, else of its name in its ZIP, else of a similar name
// at its street address, else of its name in its state when only one
// company there has it; otherwise it starts a new company.

const SIMILAR_NAME = 0.8;

/** What a file's resolution needs across batches. */
export interface ResolveContext {
  fileId: number;
  dataset: string;
  nextMuns(): string;
  // Every key of the company master, kept up to date by each batch; loaded
  // before the file's first transaction when its dataset resolves companies.
  keys?: KeyIndex;
  // SQLite only: the raw connection for prepared inserts.
  raw?: RawSqlite;
}

/** The outcome of one batch, for the writer. */
export interface Resolution {
  // The company of each evidence, in order.
  muns: string[];
  created: CompanyRecord[];
  // Companies that existed before the batch and changed, with their row as
  // it was before this file (none when the file wrote it already: its
  // first version is in the undo log, or the file created it).
  changed: { before?: CompanyRecord; after: CompanyRecord }[];
  // Keys new to the master, to store.
  keys: { key: string; muns: string }[];
}

/** Resolves a batch of rows to companies, creating the new ones. */
export async function resolveCompanies(
  db: Db,
  context: ResolveContext,
  rows: readonly { company: CompanyEvidence; keys: EvidenceKeys }[],
): Promise<Resolution> {
  if (rows.length === 0) {
    return { muns: [], created: [], changed: [], keys: [] };
  }
  const index = context.keys;
  if (!index) {
    throw new Error(
      `${context.dataset} rows name companies: its definition must say resolvesCompanies`,
    );
  }
  // The companies any key of the batch names, loaded once.
  const named = new Set<string>();
  for (const row of rows) {
    for (const key of allKeys(row.keys)) {
      for (const muns of index.get(key)) named.add(muns);
    }
  }
  const companies = new Map<string, CompanyRecord>();
  const loaded = await selectIn<CompanyRecord>(
    db,
    'companies',
    'muns',
    [...named],
    '*',
  );
  for (const company of loaded) companies.set(company.muns, company);

  const result: Resolution = { muns: [], created: [], changed: [], keys: [] };
  // Each stored company the batch changed, with its row before this file
  // when the undo log needs it.
  const before = new Map<string, CompanyRecord | undefined>();
  const createdHere = new Set<string>();

  for (const { company: evidence, keys } of rows) {
    let company = match(evidence, keys, index, companies);
    if (company) {
      const first = !createdHere.has(company.muns) && !before.has(company.muns);
      const stored =
        first && company.updated_file_id !== context.fileId
          ? { ...company }
          : undefined;
      if (patchCompany(company, evidence) && first) {
        before.set(company.muns, stored);
      }
    } else {
      company = newCompany(
        context.nextMuns(),
        evidence,
        context.dataset,
        context.fileId,
        keys.name,
      );
      companies.set(company.muns, company);
      createdHere.add(company.muns);
      result.created.push(company);
    }
    result.muns.push(company.muns);
    for (const key of allKeys(keys)) {
      if (index.add(key, company.muns)) {
        result.keys.push({ key, muns: company.muns });
      }
    }
  }

  for (const [muns, old] of before) {
    const after = companies.get(muns)!;
    after.updated_file_id = context.fileId;
    result.changed.push(old ? { before: old, after } : { after });
  }
  return result;
}

function match(
  evidence: CompanyEvidence,
  keys: EvidenceKeys,
  index: KeyIndex,
  companies: Map<string, CompanyRecord>,
): CompanyRecord | undefined {
  const candidates = (key: string) =>
    index
      .get(key)
      .map((muns) => companies.get(muns)!)
      .filter(
        (company) =>
          !evidence.ein || !company.ein || company.ein === evidence.ein,
      );
  if (keys.ein) {
    const [byEin] = candidates(keys.ein);
    if (byEin) return byEin;
  }
  for (const key of keys.names) {
    const [byName] = candidates(key);
    if (byName) return byName;
  }
  for (const key of keys.addresses) {
    let best: CompanyRecord | undefined;
    let bestScore = SIMILAR_NAME;
    for (const company of candidates(key)) {
      const score = similarity(keys.name, company.name_key);
      if (score >= bestScore) {
        best = company;
        bestScore = score;
      }
    }
    if (best) return best;
  }
  for (const key of keys.states) {
    const inState = candidates(key);
    if (inState.length === 1) return inState[0];
  }
  return undefined;
}
