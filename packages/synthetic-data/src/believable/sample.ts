import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { inject } from 'vitest';
import type { CsvRow } from '../test-output';

// The generated sample of the believability rules (see sample-setup.ts), read
// back as an importer reads it: every value as text. Files are parsed once
// per test file.

const parsed = new Map<string, Promise<CsvRow[]>>();

export function sampleDir(): string {
  return inject('believableSample');
}

export function readSample(name: string): Promise<CsvRow[]> {
  let rows = parsed.get(name);
  if (!rows) {
    rows = readFile(join(sampleDir(), name)).then(
      (text) => parse(text, { columns: true }) as CsvRow[],
    );
    parsed.set(name, rows);
  }
  return rows;
}

/** Company id of each record key of one dataset, from truth.csv. */
export async function companyOfRecord(
  dataset: string,
): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const row of await readSample('truth.csv')) {
    if (row.DATASET === dataset) map.set(row.RECORD_KEY!, row.COMPANY_ID!);
  }
  return map;
}

/** Each company's firmographic row (about nine in ten companies have one). */
export async function firmographicsByCompany(): Promise<Map<string, CsvRow>> {
  const companyOf = await companyOfRecord('firmographics');
  const byCompany = new Map<string, CsvRow>();
  for (const row of await readSample('firmographics.csv')) {
    const company = companyOf.get(row.RECORD_ID!);
    if (company) byCompany.set(company, row);
  }
  return byCompany;
}
