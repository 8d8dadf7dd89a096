import { beforeAll, expect, it } from 'vitest';
import { FIXTURES, fixture } from '../../testing/dataset-files/index';
import { describeEachDialect } from '../../testing/each-dialect';
import { useIngestDb } from '../../testing/ingest-db';
import {
  companiesByStateAndName,
  importSignature,
  nameSpellings,
} from './lookups.repository';

const byValue = <T extends { value: string; state?: string }>(rows: T[]) =>
  [...rows].sort((a, b) =>
    `${a.value}|${a.state ?? ''}` < `${b.value}|${b.state ?? ''}` ? -1 : 1,
  );

describeEachDialect('lookups repository', (dialect) => {
  const t = useIngestDb(dialect);
  let before = '';
  beforeAll(async () => {
    before = await importSignature(t.db());
    await t.ingest(FIXTURES.map(([file]) => fixture(file)));
  });

  it('should change the import signature when files are imported', async () => {
    expect(before).toBe('0|');
    expect(await importSignature(t.db())).toMatch(/^18\|\d{4}-\d\d-\d\dT/);
  });

  it('should count distinct companies per state and broker name', async () => {
    expect(byValue(await companiesByStateAndName(t.db(), 'brokers'))).toEqual([
      { value: 'Buckeye Benefits Group', state: 'OH', companies: 1 },
      // Two contracts of one company.
      { value: 'Gallagher Benefit Services', state: 'OH', companies: 1 },
      { value: 'Hub International New England', state: 'ME', companies: 1 },
      { value: 'Lloyds Market Brokers', state: 'ME', companies: 1 },
    ]);
    expect(await companiesByStateAndName(t.db(), 'carriers')).toHaveLength(7);
  });

  it('should count the raw spellings of each grouping name', async () => {
    const spellings = await nameSpellings(t.db(), 'brokers');
    expect(
      byValue(spellings).filter((s) => s.value.startsWith('Gallagher')),
    ).toEqual([
      expect.objectContaining({ spelling: 'GALLAGHER BENEFIT SERVICES INC' }),
      expect.objectContaining({ spelling: 'GALLAGHER BENEFIT SERVICES, INC.' }),
    ]);
    const carriers = await nameSpellings(t.db(), 'carriers');
    expect(carriers.filter((s) => s.value === 'Metlife Insurance')).toEqual([
      { value: 'Metlife Insurance', spelling: 'METLIFE INS CO', rows: 1 },
    ]);
  });
});
