import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { clientLinksAfter } from './broker-search.repository';
import { loadBrokerDirectory } from './load-broker-directory';

describeEachDialect('broker directory load', (dialect) => {
  let t: TestApp;
  let linkCount = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '1500' });
    const row = await t.db
      .selectFrom('search_company_brokers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    linkCount = Number(row.n);
  }, 120_000);
  afterAll(() => t.close());

  it('should walk every link once across chunks', async () => {
    const seen: string[] = [];
    let after = null;
    for (;;) {
      const rows = await clientLinksAfter(t.db, after, 37);
      seen.push(...rows.map((r) => `${r.muns}|${r.msid}`));
      if (rows.length < 37) break;
      after = rows[rows.length - 1]!;
    }
    expect(linkCount).toBeGreaterThan(37 * 3);
    expect(seen).toHaveLength(linkCount);
    expect(new Set(seen).size).toBe(linkCount);
  });

  it('should build the same directory whatever the chunk size', async () => {
    const small = await loadBrokerDirectory(t.db, 'v', 50);
    const whole = await loadBrokerDirectory(t.db, 'v', linkCount + 1);
    expect(small.links).toBe(linkCount);
    expect(small).toEqual(whole);
    const clients = whole.brokers.reduce(
      (sum, b) => sum + b.tallies.reduce((n, s) => n + s.clients, 0),
      0,
    );
    expect(clients).toBe(linkCount);
  });
});
