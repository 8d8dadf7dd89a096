import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { FIXTURES, fixture } from '../testing/dataset-files/index';
import { KeyIndex } from './key-index';
import { insertRows } from '../db/bulk-sql';

describeEachDialect('the key index of a database', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  it('holds every stored key of the company master, read in slices', async () => {
    await t.ingest(FIXTURES.map(([file]) => fixture(file)));
    const stored = (await tableRows(t.db(), 'company_keys', [
      'key',
      'muns',
    ])) as { key: string; muns: string }[];
    expect(stored.length).toBeGreaterThan(20);
    const index = await KeyIndex.load(t.db(), 7);
    expect(index.size).toBe(stored.length);
    for (const { key, muns } of stored) {
      expect(index.get(key)).toContain(muns);
    }
  });

  it('stores each key of a company once, however often it is imported', async () => {
    const paths = FIXTURES.map(([file]) => fixture(file));
    await t.ingest(paths);
    const first = await tableRows(t.db(), 'company_keys', ['key', 'muns']);
    await t.ingest(paths);
    expect(await tableRows(t.db(), 'company_keys', ['key', 'muns'])).toEqual(
      first,
    );
  });

  it('reads a master larger than one slice', async () => {
    const keys = Array.from({ length: 2_500 }, (_, i) => ({
      key: `n:COMPANY ${i}|43215`,
      muns: String(100_000_001 + (i % 1_000)),
      import_file_id: 1,
    }));
    await insertRows(t.db(), 'company_keys', keys);
    const index = await KeyIndex.load(t.db(), 1_000);
    expect(index.size).toBe(2_500);
    expect(index.get('n:COMPANY 2499|43215')).toEqual(['100000500']);
  });
});
