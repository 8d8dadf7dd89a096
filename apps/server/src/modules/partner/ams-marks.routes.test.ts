import type { DuplicateAccountsReport } from '@edge/contracts';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { usePartnerApp } from '../../testing/partner-app';
import { measureMatchQuality } from '../../testing/partner-match-quality';
import { munsOfTruth } from '../../testing/partner-truth';

const MARKS = '/api/v1/partner/ams-marks';

describeEachDialect('POST /api/v1/partner/ams-marks', (dialect) => {
  const ctx = usePartnerApp(dialect, { demoCompanies: 120, linkToEdge: true });
  let page: string[] = [];

  beforeAll(async () => {
    const companies = await ctx
      .t()
      .db.selectFrom('companies')
      .select('muns')
      .orderBy('muns')
      .limit(25)
      .execute();
    page = companies.map((c) => c.muns);
  });
  beforeEach(() => ctx.clear());

  const marks = (muns: string[], username = 'partner.broker') =>
    ctx.injectAs(username, { method: 'POST', url: MARKS, payload: { muns } });

  it("should mark the page's companies whose duplicate-accounts report is not empty, in a few calls", async () => {
    const response = await marks(page);
    expect(response.statusCode, response.body).toBe(200);
    const marked = response.json<{ in_ams: string[] }>().in_ams;
    // The licence, then the matches of 25 companies in at most 3 calls.
    expect(ctx.requests.length).toBeLessThanOrEqual(4);
    const expected: string[] = [];
    for (const muns of page) {
      const report = await ctx.injectAs('partner.broker', {
        url: `/api/v1/companies/${muns}/reports/duplicate-accounts`,
      });
      if (report.json<DuplicateAccountsReport>().accounts.length > 0)
        expected.push(muns);
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(marked).toEqual(expected);
  });

  it('should never mark an unknown company, and refuse more than 100', async () => {
    const response = await marks(['999999999']);
    expect(response.json()).toEqual({ in_ams: [] });
    const tooMany = await marks(
      Array.from({ length: 101 }, (_, n) => `${n + 1}`),
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('should refuse a user of another account type, and an agency without the AMS', async () => {
    expect((await marks(page, 'full.broker')).statusCode).toBe(403);
    ctx.partnerUser = 'juniper.broker';
    try {
      const response = await marks(page);
      expect(response.statusCode).toBe(403);
      expect(response.json().extraData.code).toBe('NO_AMS');
    } finally {
      ctx.partnerUser = 'partner.broker';
    }
  });

  it('should find the truth pairs with full precision and high recall', async () => {
    const munsOf = await munsOfTruth(ctx.t().db, ctx.sandbox().truth);
    const quality = await measureMatchQuality({
      app: ctx.t().app,
      db: ctx.t().db,
      cookie: await ctx.cookieOf('partner.broker'),
      truth: ctx.sandbox().truth,
      munsOf,
    });
    expect(quality.precision).toBe(1);
    expect(quality.recall).toBeGreaterThan(0.9);
  }, 60_000);
});
