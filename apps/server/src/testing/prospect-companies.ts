import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ingestIntoApp } from './app-fixtures';
import type { TestApp } from './test-app';

const here = dirname(fileURLToPath(import.meta.url));

/** Eight companies in CA, OR, TX, OH, WA and NV, as firmographics. */
export const PROSPECTS_CSV = join(here, 'fixtures/prospects.csv');

/** A prospect's muns by its name as the file writes it. */
export type ProspectMuns = (name: string, city?: string) => string;

/**
 * Imports the prospects into a test app through the importer and returns
 * a lookup of their muns (the importer numbers companies itself).
 */
export async function ingestProspects(testApp: TestApp): Promise<ProspectMuns> {
  await ingestIntoApp(testApp, [PROSPECTS_CSV]);
  const rows = await testApp.db
    .selectFrom('companies')
    .select(['muns', 'name', 'city'])
    .execute();
  return (name, city) => {
    const row = rows.find((r) => r.name === name && (!city || r.city === city));
    if (!row) throw new Error(`no prospect named ${name}`);
    return row.muns;
  };
}
