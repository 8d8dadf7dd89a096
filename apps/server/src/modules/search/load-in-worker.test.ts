import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseTargetOf } from '../../db/create-db';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { indexToParts } from './engine/index-parts';
import { tokenize } from './engine/tokens';
import { loadIndex, loadIndexInWorker } from './load-in-worker';
import { loadSearchIndex, projectionVersion } from './load-index';

describeEachDialect('search index built on a worker thread', (dialect) => {
  let t: TestApp;
  const db = () => t.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '400' });
  }, 120_000);
  afterAll(() => t.close());

  it('should equal the index built in place, column for column', async () => {
    const version = await projectionVersion(db());
    const target = databaseTargetOf(db());
    expect(target).toBeDefined();
    const inPlace = await loadSearchIndex(db(), version);
    const fromWorker = await loadIndexInWorker(target!, version);
    expect(fromWorker.size).toBeGreaterThan(300);
    expect(indexToParts(fromWorker)).toEqual(indexToParts(inPlace));
    // The classes work again on this side of the thread boundary.
    const row = 7;
    expect(fromWorker.muns.get(row)).toBe(inPlace.muns.get(row));
    const city = fromWorker.cities.values[fromWorker.city[row]!]!;
    expect(fromWorker.cities.find(city)).toBe(fromWorker.city[row]);
    const muns = fromWorker.muns.get(row);
    const name = await db()
      .selectFrom('search_companies')
      .select('name')
      .where('muns', '=', muns)
      .executeTakeFirstOrThrow();
    const word = tokenize(name.name as string)[0]!;
    expect(fromWorker.names.rowsFor(word, fromWorker.size)).toContain(row);
    expect(fromWorker.names.rowsFor(word, fromWorker.size)).toEqual(
      inPlace.names.rowsFor(word, inPlace.size),
    );
  }, 60_000);

  it('should build in place when the thread runs out of memory', async () => {
    const version = await projectionVersion(db());
    const target = databaseTargetOf(db())!;
    await expect(loadIndexInWorker(target, version, 1)).rejects.toThrow();
    const index = await loadIndex(db(), version, {
      minCompanies: 1,
      heapMb: 1,
    });
    const inPlace = await loadSearchIndex(db(), version);
    expect(indexToParts(index)).toEqual(indexToParts(inPlace));
  }, 60_000);

  it('should fail with the reason when the database cannot be read', async () => {
    const target =
      dialect === 'sqlite'
        ? { databaseUrl: undefined, sqlitePath: '/nonexistent/edge.sqlite' }
        : {
            databaseUrl: 'postgres://nobody:wrong@127.0.0.1:1/none',
            sqlitePath: '',
          };
    await expect(loadIndexInWorker(target, 'v')).rejects.toThrow();
  }, 60_000);
});
