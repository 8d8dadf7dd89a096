import { sql } from 'kysely';
import type { EbCriteriaInput, EbHit } from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Row = Record<string, unknown>;
const ALL_SCOPES = ['F5500', 'F5500 SF', 'F5500 NO'] as const;

describeEachDialect(
  'carrier and broker shown in benefits results',
  (dialect) => {
    let t: TestApp;
    const db = () => t.db;
    const lower = (v: unknown) => String(v).toLowerCase();

    beforeAll(async () => {
      t = await createTestApp(dialect, { DEMO_COMPANIES: '1500' });
    }, 120_000);
    afterAll(() => t.close());

    async function search(criteria: EbCriteriaInput): Promise<EbHit[]> {
      const response = await t.injectAs('full.broker', {
        method: 'POST',
        url: '/api/v1/search/eb',
        payload: {
          criteria: { scopes: ALL_SCOPES, ...criteria },
          pageSize: 50,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { hits: EbHit[] }).hits;
    }

    // A name the company has, though not as its largest: the filter that
    // used to list another carrier (or broker) of the company.
    async function notLargest(table: string, column: string, top: string) {
      const { rows } =
        await sql<Row>`select ${sql.ref(`l.${column}`)} as "name", ${sql.ref(`c.${top}`)} as "top" from ${sql.table(table)} as "l" inner join "search_companies" as "c" on "c"."muns" = "l"."muns" where ${sql.ref(`l.${column}`)} is not null`.execute(
          db(),
        );
      const row = rows.find((r) => r.top !== null && r.top !== r.name);
      expect(row).toBeDefined();
      return String(row!.name);
    }

    async function linkCounts(table: string, column: string) {
      const { rows } =
        await sql<Row>`select "muns", ${sql.ref(column)} from ${sql.table(table)}`.execute(
          db(),
        );
      const names = new Map<string, Set<string>>();
      for (const r of rows) {
        const set = names.get(String(r.muns)) ?? new Set<string>();
        set.add(String(r[column]));
        names.set(String(r.muns), set);
      }
      return (muns: string) => names.get(muns)?.size ?? 0;
    }

    it('should show the carrier that matched a carrier filter, then how many more', async () => {
      const carrier = await notLargest(
        'search_company_carriers',
        'carrier_name_normalized',
        'carrier',
      );
      const hits = await search({ benefits_carriers_normalized: [carrier] });
      expect(hits.length).toBeGreaterThan(0);
      const carriersOf = await linkCounts(
        'search_company_carriers',
        'carrier_name_normalized',
      );
      for (const hit of hits) {
        expect(lower(hit.carrier), hit.muns).toBe(lower(carrier));
        expect(hit.carrier_more, hit.muns).toBe(carriersOf(hit.muns) - 1);
      }
    });

    it('should show the broker that matched a broker filter, then how many more', async () => {
      const broker = await notLargest(
        'search_company_brokers',
        'broker_name_normalized',
        'broker',
      );
      const hits = await search({ benefits_broker: [broker] });
      expect(hits.length).toBeGreaterThan(0);
      const brokersOf = await linkCounts('search_company_brokers', 'msid');
      for (const hit of hits) {
        expect(lower(hit.broker), hit.muns).toBe(lower(broker));
        expect(hit.broker_more, hit.muns).toBe(brokersOf(hit.muns) - 1);
      }
    });

    it('should show the largest carrier and count the others without a filter', async () => {
      const hits = await search({});
      const carriersOf = await linkCounts(
        'search_company_carriers',
        'carrier_name_normalized',
      );
      const withMore = hits.filter((h) => h.carrier_more > 0);
      expect(withMore.length).toBeGreaterThan(0);
      for (const hit of hits.filter((h) => h.carrier !== null)) {
        expect(hit.carrier_more, hit.muns).toBe(carriersOf(hit.muns) - 1);
      }
    });
  },
);
