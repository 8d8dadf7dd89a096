import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import type { DbDialect } from '../db/database';
import { prepareDatabase } from './prepare-database';
import { describeEachDialect } from '../testing/each-dialect';
import {
  insertImportRecord,
  tableRows,
  tablesNow,
  useIngestDb,
  type IngestTestDb,
} from '../testing/ingest-db';
import { importKilledAt } from '../testing/killed-import';
import { testPasswords } from '../testing/test-db';
import { deferIndexes, secondaryIndexes } from '../ingest/deferred-indexes';
import { FACT_TABLES } from '../ingest/fact-tables';
import { fixture } from '../testing/dataset-files/index';
import { policy, writePolicies } from '../testing/dataset-files/wc-policy-file';
import { tryImportLock } from '../ingest/import-lock';
import { ImportBusyError } from '../ingest/rollback';

const DATA_TABLES: Record<string, string | string[]> = {
  companies: 'muns',
  company_keys: ['key', 'muns'],
  ...Object.fromEntries(FACT_TABLES.map((table) => [table, 'source_key'])),
};
const quiet = (warnings: string[]) => {
  const log = {
    level: 'info',
    info: () => {},
    warn: (_data: unknown, message: string) => warnings.push(message),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
};

// A server's start on the test database, its warnings collected.
async function startServer(
  t: IngestTestDb,
  dialect: DbDialect,
): Promise<string[]> {
  const warnings: string[] = [];
  await prepareDatabase(
    { db: t.db(), dialect, location: 'test' },
    {
      seedDemo: false,
      demoCompanies: 0,
      demoActivityDays: 0,
      dataDir: t.dir(),
      passwords: testPasswords,
      log: quiet(warnings),
    },
  );
  return warnings;
}

describeEachDialect('a server start after an import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const state = async () => ({
    indexes: await secondaryIndexes(t.db(), Object.keys(DATA_TABLES)),
    rows: await tablesNow(t.db(), DATA_TABLES),
  });
  const files = async () =>
    (await tableRows(t.db(), 'import_files', 'id')).map((file) => ({
      status: file.status,
      heartbeat_at: String(file.heartbeat_at),
    }));
  const deferred = () => tableRows(t.db(), 'import_deferred_indexes', 'name');
  // A start with no live importer rolls the dead file back and rebuilds
  // the indexes it dropped: the tables are as they were before it.
  const expectStartRecovers = async (
    before: Awaited<ReturnType<typeof state>>,
  ) => {
    expect(await startServer(t, dialect)).toEqual([]);
    expect((await files()).map((file) => file.status)).toEqual([
      'done',
      'rolled_back',
    ]);
    expect(await deferred()).toEqual([]);
    expect(await state()).toEqual(before);
  };

  it('should roll back an importer killed mid-file and build the indexes it dropped', async () => {
    await t.ingest([fixture('f_5500_2024_latest.csv')]);
    const before = await state();
    await importKilledAt(t.db(), fixture('firmographics.csv'), t.dir(), 3);

    // What the kill left: its file 'running' with a heartbeat seconds old,
    // the data tables' secondary indexes dropped, three rows written.
    const killed = (await files())[1]!;
    expect(killed.status).toBe('running');
    expect(Date.now() - Date.parse(killed.heartbeat_at)).toBeLessThan(60_000);
    expect((await deferred()).length).toBeGreaterThan(0);
    const left = await state();
    expect(left.indexes.length).toBeLessThan(before.indexes.length);
    expect(left.rows).not.toEqual(before.rows);

    await expectStartRecovers(before);
  }, 60_000);

  it('should leave a live import alone, however old its heartbeat', async () => {
    await t.ingest([fixture('firmographics.csv')]);
    const before = await state();
    // A live importer: it holds the lock, its file has not committed for
    // an hour (a long index build), and it dropped the companies' indexes.
    const lock = (await tryImportLock(t.db()))!;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await insertImportRecord(t.db(), 'running', hourAgo);
    await deferIndexes(t.db(), ['companies']);

    expect(await startServer(t, dialect)).toEqual([
      'an import is running: it builds any index it dropped when it ends',
    ]);
    expect((await files()).map((file) => file.status)).toEqual([
      'done',
      'running',
    ]);
    expect((await deferred()).length).toBeGreaterThan(0);
    await expect(t.ingest([fixture('firmographics.csv')])).rejects.toThrow(
      new ImportBusyError(
        'Another import is running (firmographics.csv); try again when it ends.',
      ),
    );

    // Once it is gone, the next start does what it could not finish.
    await lock.release();
    await expectStartRecovers(before);
  });

  // PostgreSQL only: a SQLite lock is the process's own and ends with it.
  if (dialect !== 'postgres') return;
  it('should stop and roll back a file whose lock session ends', async () => {
    const before = await state();
    const rows = Array.from({ length: 50 }, (_, i) =>
      policy({ id: `P${i}`, employer: `EMPLOYER ${i} LLC` }),
    );
    let batches = 0;
    const result = await t.ingest([writePolicies(t.dir(), rows)], {
      batchSize: 1,
      commitEveryMs: 0,
      shouldStop: () => {
        // An administrator, a failover or a proxy ends the lock's session.
        if (++batches === 2) {
          void sql`select pg_terminate_backend(pid) from pg_stat_activity
                    where application_name = 'edge import lock'
                      and datname = current_database()`.execute(t.db());
        }
        return false;
      },
    });
    expect(result.files[0]).toMatchObject({ status: 'interrupted' });
    expect(result.files[0]!.read).toBeLessThan(rows.length);
    expect(await state()).toEqual(before);
    expect((await files()).map((file) => file.status)).toEqual(['rolled_back']);
  });
});
