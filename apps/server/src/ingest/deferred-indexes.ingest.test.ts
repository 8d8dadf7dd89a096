import { beforeEach, expect, it } from 'vitest';
import { nowIso } from '../shared/time';
import { describeEachDialect } from '../testing/each-dialect';
import {
  insertImportRecord,
  tableRows,
  useIngestDb,
} from '../testing/ingest-db';
import {
  deferIndexes,
  secondaryIndexes,
  tablesToDefer,
} from './deferred-indexes';
import { FACT_TABLES } from './fact-tables';
import { FIXTURES, fixture } from '../testing/dataset-files/index';

const DATA_TABLES = [...FACT_TABLES, 'companies', 'company_keys'];

describeEachDialect('indexes deferred during a large load', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const paths = FIXTURES.map(([file]) => fixture(file));

  const indexes = async () => secondaryIndexes(t.db(), DATA_TABLES);
  const deferred = async () =>
    tableRows(t.db(), 'import_deferred_indexes', 'name');
  // Every data table's rows, without the ids of the import records.
  const written = async () => {
    const tables: Record<string, unknown> = {};
    for (const table of DATA_TABLES) {
      const order =
        table === 'companies'
          ? 'muns'
          : table === 'company_keys'
            ? ['key', 'muns']
            : 'source_key';
      tables[table] = JSON.parse(
        JSON.stringify(
          await tableRows(t.db(), table, order),
          (key, value: unknown) =>
            /^(import|created|updated)_file_id$/.test(key) ? undefined : value,
        ),
      );
    }
    return tables;
  };

  it('writes the same rows without the indexes and builds each again', async () => {
    const before = await indexes();
    expect(before.map((i) => i.name)).toContain('companies_state_idx');
    await t.ingest(paths);
    const indexed = await written();
    await t.reset();

    const result = await t.ingest(paths, { deferIndexesFrom: 1 });
    expect(result.files.every((f) => f.status === 'done')).toBe(true);
    expect(result.indexes?.indexes).toBe(before.length);
    expect(await indexes()).toEqual(before);
    expect(await deferred()).toEqual([]);
    expect(await written()).toEqual(indexed);
  });

  it('leaves the indexes alone for a load small next to its tables', async () => {
    await t.ingest(paths);
    const before = await indexes();
    const result = await t.ingest(paths, { deferIndexesFrom: 1_000_000 });
    expect(result.indexes).toBeUndefined();
    expect(await deferred()).toEqual([]);
    expect(await indexes()).toEqual(before);
  });

  it('builds the indexes again when a file is stopped, and rolls it back', async () => {
    await t.ingest([fixture('f_5500_2024_latest.csv')]);
    const before = { indexes: await indexes(), rows: await written() };
    let batches = 0;
    const result = await t.ingest([fixture('firmographics.csv')], {
      deferIndexesFrom: 1,
      batchSize: 1,
      shouldStop: () => ++batches > 2,
    });
    expect(result.files[0]).toMatchObject({ status: 'interrupted' });
    expect(result.indexes?.indexes).toBeGreaterThan(0);
    expect(await indexes()).toEqual(before.indexes);
    expect(await written()).toEqual(before.rows);
  });

  it('builds the indexes a killed import dropped before rolling it back', async () => {
    const before = await indexes();
    // What a killed import leaves: a stale 'running' file, indexes dropped.
    const long = new Date(Date.now() - 3_600_000).toISOString();
    const killed = await insertImportRecord(t.db(), 'running', long);
    expect(await deferIndexes(t.db(), ['companies', 'company_profiles'])).toBe(
      before.filter((i) =>
        ['companies', 'company_profiles'].includes(i.table_name),
      ).length,
    );
    expect((await indexes()).length).toBeLessThan(before.length);

    const result = await t.ingest([fixture('firmographics.csv')]);
    expect(result.recovered).toEqual([killed]);
    expect(await indexes()).toEqual(before);
    expect(await deferred()).toEqual([]);
    const records = await tableRows(t.db(), 'import_files', 'id');
    expect(records.map((r) => r.status)).toEqual(['rolled_back', 'done']);
    expect(String(records[1]!.finished_at) >= nowIso().slice(0, 10)).toBe(true);
  });

  it('defers a table when the load is large and at least a quarter of it', async () => {
    await t.ingest(paths);
    const companies = (await tableRows(t.db(), 'companies', 'muns')).length;
    const writes = new Map([
      ['companies', companies],
      ['wc_policies', 0],
    ]);
    expect(await tablesToDefer(t.db(), writes, 1)).toEqual(['companies']);
    expect(await tablesToDefer(t.db(), writes, companies + 1)).toEqual([]);
    writes.set('companies', Math.floor(companies / 4) - 1);
    expect(await tablesToDefer(t.db(), writes, 1)).toEqual([]);
  });
});
