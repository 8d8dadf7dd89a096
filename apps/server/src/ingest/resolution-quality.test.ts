import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { generateDataset } from '@edge/synthetic-data';
import { describeEachDialect } from '../testing/each-dialect';
import { useIngestDb } from '../testing/ingest-db';
import { evaluateResolution } from './evaluate-resolution';

// The bar for entity resolution, on generated data whose true
// company of every row is known (docs/data/entity-resolution.md).
describeEachDialect('entity resolution on generated data', (dialect) => {
  const t = useIngestDb(dialect);
  let out = '';

  beforeAll(async () => {
    out = join(t.dir(), 'generated');
    await generateDataset({ companies: 2_000, seed: 11, out });
    const paths = readdirSync(out)
      .filter((name) => name.endsWith('.csv') && name !== 'truth.csv')
      .map((name) => join(out, name));
    const { files } = await t.ingest(paths);
    expect(files.filter((file) => file.status !== 'done')).toEqual([]);
  }, 120_000);

  it('puts rows of one company together and keeps companies apart', async () => {
    const quality = await evaluateResolution(t.db(), join(out, 'truth.csv'));
    expect(quality.resolved / quality.rows).toBeGreaterThan(0.99);
    expect(quality.precision).toBeGreaterThanOrEqual(0.98);
    expect(quality.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('geocodes every company with a known ZIP to 7 decimals and its county', async () => {
    const companies = (await t
      .db()
      .selectFrom('companies')
      .select(['zip', 'latitude', 'longitude', 'county_fips'])
      .execute()) as {
      zip: string | null;
      latitude: number | null;
      longitude: number | null;
      county_fips: string | null;
    }[];
    const placed = companies.filter((c) => c.latitude !== null);
    expect(placed.length / companies.length).toBeGreaterThan(0.95);
    for (const company of placed) {
      expect(
        Math.abs(company.latitude! * 1e7 - Math.round(company.latitude! * 1e7)),
      ).toBeLessThan(1e-3);
      expect(company.county_fips).toMatch(/^\d{5}$/);
    }
  });
});
