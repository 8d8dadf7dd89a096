import { beforeAll, expect, it } from 'vitest';
import { FIXTURES, fixture } from '../testing/dataset-files/index';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { searchProjectionVersion } from './projection-meta';
import {
  refreshSearchProjection,
  refreshSearchProjectionIfStale,
  SEARCH_TABLES,
} from './refresh-search-projection';

const PATHS = FIXTURES.map(([file]) => fixture(file));

const KEYS: Record<(typeof SEARCH_TABLES)[number], string[]> = {
  search_company_carriers: ['muns', 'carrier_name'],
  search_company_brokers: ['muns', 'msid'],
  search_brokers: ['msid'],
  search_companies: ['muns'],
  statistics_summary: [
    'figure',
    'grain',
    'state',
    'naics',
    'band',
    'year',
    'dim',
    'level',
  ],
};

describeEachDialect('search projection refresh', (dialect) => {
  const t = useIngestDb(dialect);
  let firstImport: Awaited<ReturnType<typeof t.ingest>>;
  beforeAll(async () => {
    firstImport = await t.ingest(PATHS);
  });
  // Every row of every table, in key order.
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of SEARCH_TABLES) {
      tables[table] = await tableRows(t.db(), table, KEYS[table]);
    }
    return tables;
  };

  it('should rebuild at the end of an import that changed data', async () => {
    expect(firstImport.search).toEqual({
      companies: 11,
      seconds: expect.any(Number),
    });
    expect(await searchProjectionVersion(t.db())).toMatch(
      /^\d{4}-\d\d-\d\dT.+-[0-9a-f]{8}$/,
    );
  });

  it('should not rebuild when an import changed nothing', async () => {
    const version = await searchProjectionVersion(t.db());
    const again = await t.ingest(PATHS);
    expect(again.search).toBeUndefined();
    expect(await searchProjectionVersion(t.db())).toBe(version);
    expect(await refreshSearchProjectionIfStale(t.db())).toBeNull();
  });

  it('should give the same rows and a new version on a second refresh', async () => {
    const before = await snapshot();
    const version = await searchProjectionVersion(t.db());
    const result = await refreshSearchProjection(t.db());
    expect(result.companies).toBe(11);
    expect(await snapshot()).toEqual(before);
    expect(await searchProjectionVersion(t.db())).not.toBe(version);
  });

  it('should rebuild a projection older than the data', async () => {
    await t.db().deleteFrom('search_meta').execute();
    await t.db().deleteFrom('search_companies').execute();
    expect(await refreshSearchProjectionIfStale(t.db())).toMatchObject({
      companies: 11,
    });
    expect(await refreshSearchProjectionIfStale(t.db())).toBeNull();
  });

  it('should rebuild a projection its SQL derived otherwise', async () => {
    // Built by an earlier server: no digest, or another one.
    for (const digest of [null, 'earlier']) {
      const meta = t
        .db()
        .deleteFrom('search_meta')
        .where('key', '=', 'definition');
      await meta.execute();
      if (digest) {
        await t
          .db()
          .insertInto('search_meta')
          .values({ key: 'definition', value: digest })
          .execute();
      }
      await t
        .db()
        .updateTable('search_companies')
        .set({ activity_date: '2025-09-30' })
        .execute();
      expect(await refreshSearchProjectionIfStale(t.db())).toMatchObject({
        companies: 11,
      });
      expect(await refreshSearchProjectionIfStale(t.db())).toBeNull();
      const dates = await t
        .db()
        .selectFrom('search_companies')
        .select('activity_date')
        .where('activity_date', '=', '2025-09-30')
        .execute();
      expect(dates).toEqual([]);
    }
  });

  it('should keep the previous projection when a rebuild fails', async () => {
    const before = await snapshot();
    const version = await searchProjectionVersion(t.db());
    const rename = (from: string, to: string) =>
      t.db().schema.alterTable(from).renameTo(to).execute();
    await rename('crime_scores', 'crime_scores_away');
    try {
      await expect(refreshSearchProjection(t.db())).rejects.toThrow();
    } finally {
      await rename('crime_scores_away', 'crime_scores');
    }
    expect(await snapshot()).toEqual(before);
    expect(await searchProjectionVersion(t.db())).toBe(version);
    // Its temporary tables are gone: the next rebuild can create them.
    expect((await refreshSearchProjection(t.db())).companies).toBe(11);
  });
});
