import type { EbCriteriaInput } from '@edge/contracts';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Demo companies generated and imported through the importers, so the
// plan criteria (docs/decisions/0039) have real data to find.
const COMPANIES = '1500';

describeEachDialect('benefits plan criteria', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: COMPANIES });
  }, 120_000);
  afterAll(() => t.close());

  const post = (criteria: object) =>
    t.injectAs('full.broker', {
      method: 'POST',
      url: '/api/v1/search/eb/count',
      payload: { criteria },
    });

  async function sqlCount(where: RawBuilder<unknown>) {
    const row = await t.db
      .selectFrom('search_companies')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(sql<boolean>`(eb_scopes & 1) <> 0 and ${where}`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const newest = sql`(select max(contract_year) from search_companies)`;

  it('should count like SQL for every plan criterion', async () => {
    const cases: [EbCriteriaInput['planSearch'], RawBuilder<unknown>][] = [
      [
        { participantsRange: { min: 20, max: 500 } },
        sql`participants between 20 and 500`,
      ],
      [{ planCountRange: { min: 2, max: null } }, sql`plan_count >= 2`],
      [
        { premiumRange: { min: 50_000, max: 2_000_000 } },
        sql`premium between 50000 and 2000000`,
      ],
      [
        { commissionRange: { min: null, max: 10_000 } },
        sql`commission <= 10000`,
      ],
      [
        { commissionShareRange: { min: 1, max: 5 } },
        sql`premium > 0 and commission * 100.0 / premium between 1 and 5`,
      ],
      [{ funding: ['self_funded', 'mixed'] }, sql`funding in (2, 3)`],
      [{ funding: ['fully_insured'] }, sql`funding = 1`],
      [{ carrierChangedWithin: 5 }, sql`carrier_change_from >= ${newest} - 5`],
      [{ brokerChangedWithin: 5 }, sql`broker_change_from >= ${newest} - 5`],
      [
        {
          participantsRange: { min: 10, max: null },
          funding: ['fully_insured', 'mixed'],
        },
        sql`participants >= 10 and funding in (1, 3)`,
      ],
    ];
    for (const [planSearch, where] of cases) {
      const expected = await sqlCount(where);
      const label = JSON.stringify(planSearch);
      expect(expected, label).toBeGreaterThan(0);
      const response = await post({ planSearch });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().total, label).toBe(expected);
    }
  });

  it('should refuse a range whose lower end is above the upper and an unknown window', async () => {
    const response = await post({
      planSearch: {
        premiumRange: { min: 10, max: 5 },
        carrierChangedWithin: 4,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().extraData.fields).sort()).toEqual([
      'criteria.planSearch.carrierChangedWithin',
      'criteria.planSearch.premiumRange.min',
    ]);
  });
});
