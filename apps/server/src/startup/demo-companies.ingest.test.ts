import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getPermittedStates, type Module } from '@edge/contracts';
import type { Db, DbDialect } from '../db/database';
import { DEMO_USERS } from '../db/seed/demo-users';
import { describeEachDialect } from '../testing/each-dialect';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { testPasswords } from '../testing/test-db';
import { DEMO_FAVORITES } from './demo-favorite-picks';
import { prepareDatabase } from './prepare-database';

// A first start with a small demo: the generator's older extract, the
// demo users' favorites, then today's extract.

const COMPANIES = 500;

// Facts a newer import writes when it adds or changes a record.
const NEWS_TABLES = [
  'filings',
  'insurance_contracts',
  'contract_brokers',
  'osha_inspections',
  'osha_violations',
  'whd_cases',
  'motor_carriers',
  'properties',
  'wc_policies',
] as const;

function collectingLog(messages: string[]): FastifyBaseLogger {
  const log = {
    level: 'info',
    info: (_data: unknown, message: string) => messages.push(message),
    warn: (_data: unknown, message: string) => messages.push(message),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

async function favoritesOf(db: Db) {
  return db
    .selectFrom('favorites as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .innerJoin('companies as c', 'c.muns', 'f.muns')
    .select([
      'u.username',
      'f.product_code',
      'f.muns',
      'c.state',
      'f.created_at',
    ])
    .orderBy('f.id')
    .execute();
}

// Companies with a record the second import of a file inserted or changed.
async function companiesWithNews(db: Db, firstNewer: number) {
  const news = new Set<string>();
  for (const table of NEWS_TABLES) {
    const rows = await db
      .selectFrom(table)
      .select('muns')
      .where('import_file_id', '>=', firstNewer)
      .execute();
    for (const row of rows) if (row.muns) news.add(row.muns);
  }
  return news;
}

describeEachDialect('the demo seed of a first start', (dialect: DbDialect) => {
  let database: TestDatabase | undefined;
  let dir = '';
  const messages: string[] = [];
  const db = () => database!.handle.db;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'edge-demo-seed-'));
    database = await openTestDatabase(dialect, dir);
    await prepareDatabase(
      { db: db(), dialect, location: 'test' },
      {
        seedDemo: true,
        demoCompanies: COMPANIES,
        demoActivityDays: 0,
        dataDir: dir,
        passwords: testPasswords,
        log: collectingLog(messages),
      },
    );
  }, 240_000);
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  // The import runs: the older extract's files, then today's that differ.
  const runs = async () => {
    const files = await db()
      .selectFrom('import_files')
      .selectAll()
      .orderBy('id')
      .execute();
    const names = files.map((file) => file.file_name);
    const second = names.findIndex((name, i) => names.indexOf(name) < i);
    return { older: files.slice(0, second), newer: files.slice(second) };
  };

  it("should import an older extract, then today's files that differ", async () => {
    const { older, newer } = await runs();
    expect([...older, ...newer].every((f) => f.status === 'done')).toBe(true);
    const olderNames = older.map((file) => file.file_name);
    expect(olderNames).toContain('contacts.csv');
    expect(olderNames).toContain('f_sch_a_2025_latest.csv');
    const newerNames = newer.map((file) => file.file_name);
    // Contacts are the same in both: nothing to import again.
    expect(newerNames).not.toContain('contacts.csv');
    for (const name of ['wc_policies.csv', 'f_5500_2025_latest.csv']) {
      expect(newerNames).toContain(name);
    }
    for (const file of newer) {
      expect(olderNames).toContain(file.file_name);
      expect(file.inserted + file.updated, file.file_name).toBeGreaterThan(0);
    }
    expect(messages).toContain(
      'older demo extract imported, demo favorites added',
    );
  });

  it("should add the demo users' favorites between the two imports", async () => {
    const { older, newer } = await runs();
    const favorites = await favoritesOf(db());
    expect(favorites.length).toBeGreaterThan(0);
    for (const favorite of favorites) {
      expect(favorite.created_at >= older.at(-1)!.finished_at!).toBe(true);
      expect(favorite.created_at <= newer[0]!.started_at).toBe(true);
    }
  });

  it('should give each demo user favorites of their modules and states, mostly companies with news', async () => {
    const favorites = await favoritesOf(db());
    const { newer } = await runs();
    const news = await companiesWithNews(db(), newer[0]!.id);
    for (const plan of DEMO_FAVORITES) {
      const code = plan.module === 'pc' ? 5 : 7;
      const mine = favorites.filter(
        (f) => f.username === plan.username && f.product_code === code,
      );
      const products = DEMO_USERS.find(
        (u) => u.username === plan.username,
      )!.products;
      const states = getPermittedStates(products, plan.module as Module);
      expect(mine.length, plan.username).toBeGreaterThan(0);
      expect(mine.length, plan.username).toBeLessThanOrEqual(plan.count);
      for (const favorite of mine) expect(states).toContain(favorite.state);
      const withNews = mine.filter((f) => news.has(f.muns)).length;
      // Most are (a small demo may have few news in a user's states).
      expect(withNews / mine.length, plan.username).toBeGreaterThanOrEqual(0.5);
    }
    const pc = favorites.filter((f) => f.username === 'pc.broker');
    expect(pc).toHaveLength(6);
    const others = new Set(DEMO_FAVORITES.map((plan) => plan.username));
    expect(favorites.every((f) => others.has(f.username))).toBe(true);
  });
});
