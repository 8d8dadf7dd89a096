import { createReadStream } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { readCsv } from './csv-source';

// The table and key of each company-level dataset of the generator's
// truth.csv (DATASET, RECORD_KEY, COMPANY_ID).
export const TRUTH_TABLES: Readonly<Record<string, string>> = {
  f5500: 'filings',
  f5500_sf: 'filings',
  osha_inspection: 'osha_inspections',
  whd: 'whd_cases',
  fmcsa_census: 'motor_carriers',
  properties: 'properties',
  wc_policies: 'wc_policies',
  contacts: 'contacts',
  firmographics: 'company_profiles',
};

export interface ResolutionQuality {
  // Truth rows, and those found in the database with a company.
  rows: number;
  resolved: number;
  trueCompanies: number;
  foundCompanies: number;
  // Pairwise: of row pairs put in one company, the share truly one company;
  // of row pairs truly one company, the share put in one company.
  precision: number;
  recall: number;
}

const PAGE = 50_000;

async function companiesOf(
  db: Db,
  table: string,
): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  let after = '';
  for (;;) {
    const { rows } = await sql<{
      source_key: string;
      muns: string | null;
    }>`select source_key, muns from ${sql.table(table)} where source_key > ${after} order by source_key limit ${PAGE}`.execute(
      db,
    );
    for (const row of rows) if (row.muns) map.set(row.source_key, row.muns);
    if (rows.length < PAGE) return map;
    after = rows[rows.length - 1]!.source_key;
  }
}

const pairs = (counts: Iterable<number>) => {
  let total = 0;
  for (const n of counts) total += (n * (n - 1)) / 2;
  return total;
};

const bump = (map: Map<string, number>, key: string) =>
  map.set(key, (map.get(key) ?? 0) + 1);

/** Pairwise precision and recall of the companies against the truth file. */
export async function evaluateResolution(
  db: Db,
  truthPath: string,
): Promise<ResolutionQuality> {
  const cells = new Map<string, number>();
  const found = new Map<string, number>();
  const truth = new Map<string, number>();
  let rows = 0;
  let resolved = 0;
  for (const table of new Set(Object.values(TRUTH_TABLES))) {
    const companies = await companiesOf(db, table);
    const wanted = new Set(
      Object.keys(TRUTH_TABLES).filter(
        (dataset) => TRUTH_TABLES[dataset] === table,
      ),
    );
    for await (const event of readCsv(createReadStream(truthPath))) {
      if (event.kind !== 'row') continue;
      const [dataset, key, company] = event.fields as [string, string, string];
      if (!wanted.has(dataset)) continue;
      rows += 1;
      bump(truth, company);
      const muns = companies.get(key);
      if (!muns) continue;
      resolved += 1;
      bump(found, muns);
      bump(cells, `${muns}\t${company}`);
    }
  }
  const both = pairs(cells.values());
  const foundPairs = pairs(found.values());
  const truePairs = pairs(truth.values());
  return {
    rows,
    resolved,
    trueCompanies: truth.size,
    foundCompanies: found.size,
    precision: foundPairs === 0 ? 1 : both / foundPairs,
    recall: truePairs === 0 ? 1 : both / truePairs,
  };
}
