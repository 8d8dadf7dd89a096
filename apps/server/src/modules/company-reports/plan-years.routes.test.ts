import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  BrokersReport,
  CarriersReport,
  CompanyReportName,
  PlanHistoryReport,
  PlansReport,
  ProvidersReport,
  RetirementSummaryReport,
  WelfareSummaryReport,
} from '@edge/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { writeFixtureRows } from '../../testing/dataset-files/fixture-rows';
import { describeEachDialect } from '../../testing/each-dialect';
import { rowsOf, useReportsApp } from '../../testing/company-reports';

// Harbor Freight Lines files a welfare plan (501, with Schedule A brokers
// and carriers) and a 401(k) (001) for plan year 2024; its 401(k) filing
// for 2025 then arrives before the welfare plan's: the usual state of the
// newest year of Form 5500 data.
const WELFARE_2024 = '20250729101530P030001234567001';
const RETIREMENT_2024 = '20250730111111P030001234568001';
const RETIREMENT_2025 = '20261025101530P030001234569001';

const WELFARE_REPORTS = ['welfare-summary', 'brokers', 'carriers'] as const;

describeEachDialect(
  'reports by the latest year of their plan kind',
  (dialect) => {
    const ctx = useReportsApp(dialect);
    let muns = '';
    const report = <T>(name: CompanyReportName) =>
      ctx.report<T>('full.broker', muns, name);
    // The welfare reports as they read before the 2025 filing arrived.
    const before = new Map<string, unknown>();
    const searchPremium = async () =>
      (
        await rowsOf(
          ctx.db(),
          sql`select premium from search_companies where muns = ${muns}`,
        )
      )[0]?.premium;
    let premiumBefore: unknown;

    beforeAll(async () => {
      const [harbor] = await rowsOf(
        ctx.db(),
        sql`select muns from filings where source_key = ${WELFARE_2024}`,
      );
      muns = String(harbor!.muns);
      for (const name of WELFARE_REPORTS) before.set(name, await report(name));
      premiumBefore = await searchPremium();
      const dir = join(ctx.t().dataDir, 'plan-year-2025');
      mkdirSync(dir);
      await ingestIntoApp(ctx.t(), [
        writeFixtureRows(dir, 'f_5500_2024_latest.csv', [RETIREMENT_2024], {
          ACK_ID: RETIREMENT_2025,
          FORM_PLAN_YEAR_BEGIN_DATE: '2025-01-01',
          FORM_TAX_PRD: '2025-12-31',
          DATE_RECEIVED: '2026-10-25',
        }),
      ]);
    }, 60_000);

    it('should keep the welfare reports on the latest year with a welfare filing', async () => {
      const welfare = await report<WelfareSummaryReport>('welfare-summary');
      expect(welfare).toMatchObject({ plan_year: 2024, plans: 1 });
      expect(welfare.premium).toBeGreaterThan(0);
      expect(welfare.brokers).toBeGreaterThan(0);
      const brokers = await report<BrokersReport>('brokers');
      expect(brokers.plan_year).toBe(2024);
      expect(brokers.brokers.map((b) => b.name)).toContain(
        'GALLAGHER BENEFIT SERVICES, INC.',
      );
      const carriers = await report<CarriersReport>('carriers');
      expect(carriers.plan_year).toBe(2024);
      expect(carriers.carriers.map((c) => c.carrier_name)).toContain(
        'METLIFE INS CO',
      );
      // The 401(k)'s 2025 filing changes none of them.
      for (const name of WELFARE_REPORTS) {
        expect(await report(name)).toEqual(before.get(name));
      }
    });

    it('should keep the search results’ premium of the latest Schedule A year', async () => {
      expect(Number(premiumBefore)).toBeGreaterThan(0);
      expect(await searchPremium()).toEqual(premiumBefore);
    });

    it('should read the retirement summary from the latest retirement year', async () => {
      const retirement =
        await report<RetirementSummaryReport>('retirement-summary');
      expect(retirement.plan_year).toBe(2025);
      expect(retirement.plans.map((p) => p.ack_id)).toEqual([RETIREMENT_2025]);
    });

    it('should list the current plan of each kind with both plan years', async () => {
      const plans = await report<PlansReport>('plans');
      expect(plans.plan_years).toEqual([2025, 2024]);
      expect(plans.plans.map((p) => p.ack_id)).toEqual([
        RETIREMENT_2025,
        WELFARE_2024,
      ]);
      const providers = await report<ProvidersReport>('providers');
      expect(providers.plan_years).toEqual([2025, 2024]);
    });

    it('should mark 2025 as still arriving instead of a fall in premium', async () => {
      const history = await report<PlanHistoryReport>('plan-history');
      expect(history.incomplete).toEqual({ year: 2025, plans_pending: 1 });
      expect(history.years.map((y) => [y.year, y.plans])).toEqual([
        [2024, 2],
        [2025, 1],
      ]);
    });
  },
);
