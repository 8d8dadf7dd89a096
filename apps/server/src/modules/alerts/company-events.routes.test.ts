import type { CompanyEvent } from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAlertsApp } from '../../testing/alerts-app';
import { expectAppError } from '../../testing/app-error';
import { insertCompanyEvents } from '../../testing/company-events';
import { describeEachDialect } from '../../testing/each-dialect';
import { TIMELINE_LIMIT } from './company-events.service';

const eventsPath = (muns: string) => `/api/v1/companies/${muns}/events`;

describeEachDialect('GET /api/v1/companies/:muns/events', (dialect) => {
  const ctx = useAlertsApp(dialect);
  const timeline = async (username: string, muns: string) => {
    const response = await ctx.as(username, 'GET', eventsPath(muns));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: CompanyEvent[] }>().items;
  };
  let inspection = 0;
  let filing = 0;
  let reminder = 0;

  beforeAll(async () => {
    const db = ctx.t().db;
    const acme = ctx.muns('Acme Roofing LLC');
    const file = await db
      .selectFrom('import_files')
      .select(['id'])
      .executeTakeFirstOrThrow();
    [inspection, filing, reminder] = (await insertCompanyEvents(db, [
      {
        muns: acme,
        type: 'osha_inspection',
        occurred_date: '2025-01-10',
        summary: 'OSHA inspection 1234567 opened (complaint)',
        changes: JSON.stringify([
          { label: 'Inspections', before: '1', after: '2' },
        ]),
        dataset: 'osha_inspection',
        import_file_id: file.id,
        source_year: 2025,
        as_of_date: '2025-01-31',
      },
      { muns: acme, type: 'new_filing', occurred_date: '2025-02-01' },
      { muns: acme, type: 'bta_renewal_reminder', occurred_date: '2025-02-01' },
    ])) as [number, number, number];
    await insertCompanyEvents(db, [
      // A saved search's match is its subscriber's alone.
      {
        muns: acme,
        type: 'saved_search_match',
        occurred_date: '2025-03-01',
        saved_search_id: 1,
      },
      { muns: ctx.muns('Beacon Dental Group Inc'), type: 'new_filing' },
    ]);
  });

  it("should answer every event of the company's modules, newest first", async () => {
    const acme = ctx.muns('Acme Roofing LLC');
    const items = await timeline('full.broker', acme);
    expect(items.map((item) => item.id)).toEqual([
      reminder,
      filing,
      inspection,
    ]);
    expect(items[2]).toEqual({
      id: inspection,
      type: 'osha_inspection',
      label: 'New OSHA Inspection',
      occurred_date: '2025-01-10',
      summary: 'OSHA inspection 1234567 opened (complaint)',
      changes: [{ label: 'Inspections', before: '1', after: '2' }],
      source: {
        dataset: 'osha_inspection',
        title: 'OSHA Enforcement Data: Inspections (DOL)',
        file_name: 'prospects.csv',
        year: 2025,
        as_of_date: '2025-01-31',
      },
    });
  });

  it('should leave out the types of a module the user may not see it in', async () => {
    const acme = ctx.muns('Acme Roofing LLC');
    const ids = async (username: string) =>
      (await timeline(username, acme)).map((item) => item.id);
    expect(await ids('pc.broker')).toEqual([reminder, inspection]);
    expect(await ids('eb.broker')).toEqual([reminder, filing]);
  });

  it(`should answer at most ${TIMELINE_LIMIT} events`, async () => {
    const delta = ctx.muns('Delta Bakery Co');
    const ids = await insertCompanyEvents(
      ctx.t().db,
      Array.from({ length: TIMELINE_LIMIT + 1 }, () => ({
        muns: delta,
        type: 'whd_case',
        occurred_date: '2025-05-05',
      })),
    );
    const items = await timeline('pc.broker', delta);
    expect(items.map((item) => item.id)).toEqual(ids.slice(1).reverse());
  }, 60_000);

  describe('the dashboard access rule', () => {
    it('should answer 404 for an unknown company', async () => {
      expectAppError(await ctx.as('pc.broker', 'GET', eventsPath('999999')), {
        statusCode: 404,
        message: 'Company not found.',
        extraData: { code: 'COMPANY_NOT_FOUND' },
        method: 'GET',
        path: eventsPath('999999'),
      });
    });

    it('should answer 403 for a company outside the permitted states', async () => {
      const path = eventsPath(ctx.muns('Delta Bakery Co'));
      for (const username of ['territory.broker', 'eb.broker']) {
        expectAppError(await ctx.as(username, 'GET', path), {
          statusCode: 403,
          message:
            'This company is outside the states your subscription covers.',
          extraData: { code: 'COMPANY_OUTSIDE_STATES' },
          method: 'GET',
          path,
        });
      }
    });

    it('should answer 401 without a session', async () => {
      const response = await ctx.t().app.inject({
        url: eventsPath(ctx.muns('Acme Roofing LLC')),
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
