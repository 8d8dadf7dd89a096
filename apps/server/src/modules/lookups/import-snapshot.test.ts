import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { insertImportRecord, useIngestDb } from '../../testing/ingest-db';
import { importSnapshot } from './import-snapshot';

describeEachDialect('importSnapshot', (dialect) => {
  const t = useIngestDb(dialect);
  const db = () => t.db();
  beforeEach(() => t.reset());

  const importFinished = () =>
    insertImportRecord(t.db(), 'done', new Date().toISOString());

  // A loader that returns how many times it ran, after `ms`.
  const counter = (ms = 0) => {
    let runs = 0;
    return importSnapshot(async () => {
      runs += 1;
      const run = runs;
      await sleep(ms);
      return run;
    });
  };

  it('should load once and share the load until an import changes the data', async () => {
    const snapshot = counter(5);
    expect(await Promise.all([snapshot(db()), snapshot(db())])).toEqual([1, 1]);
    expect(await snapshot(db())).toBe(1);
    await importFinished();
    expect(await snapshot(db())).toBe(2);
    expect(await snapshot(db())).toBe(2);
  });

  it('should answer from the previous snapshot while a slow load runs again', async () => {
    const snapshot = counter(300);
    expect(await snapshot(db())).toBe(1);
    await importFinished();
    expect(await snapshot(db())).toBe(1);
    await sleep(400);
    expect(await snapshot(db())).toBe(2);
  });

  it('should try again after a failed load', async () => {
    let fails = true;
    const snapshot = importSnapshot(async () => {
      if (fails) throw new Error('database gone');
      return 'loaded';
    });
    await expect(snapshot(db())).rejects.toThrow('database gone');
    fails = false;
    expect(await snapshot(db())).toBe('loaded');
  });
});
