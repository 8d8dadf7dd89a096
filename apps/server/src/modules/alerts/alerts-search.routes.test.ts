import { ERROR_TEXTS, type AlertItem } from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAlertsApp } from '../../testing/alerts-app';
import { expectAppError } from '../../testing/app-error';
import { insertCompanyEvents } from '../../testing/company-events';
import { describeEachDialect } from '../../testing/each-dialect';

const SEARCH = '/api/events/alerts/search';
const day = (n: number) =>
  new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

interface Made {
  id: number;
  date: string;
  name: string;
  type: string;
}

describeEachDialect('alert search', (dialect) => {
  const ctx = useAlertsApp(dialect);
  // pc.broker's events: 200 of Acme, 40 of Cascade, 20 of Delta, and 10
  // of the two Summit Plumbing companies taken in turn.
  const made: Made[] = [];
  let cascadeSubscription = 0;

  beforeAll(async () => {
    const db = ctx.t().db;
    const companies = [
      ['Acme Roofing LLC', 'osha_inspection', 200, 0],
      ['Cascade Freight Lines Inc', 'whd_case', 40, 60],
      ['Delta Bakery Co', 'motor_carrier_new', 20, 100],
      ['Summit Plumbing', 'property_new', 10, 120],
    ] as const;
    const summits = [
      ctx.muns('Summit Plumbing', 'Austin'),
      ctx.muns('Summit Plumbing', 'Dallas'),
    ];
    for (const [name, type, count, start] of companies) {
      const muns = name === 'Summit Plumbing' ? summits : [ctx.muns(name)];
      for (const company of muns) {
        const favorite = await ctx.favor('pc.broker', 5, company);
        if (type !== 'whd_case') continue;
        const listed = await ctx.as(
          'pc.broker',
          'GET',
          `/api/v1/alerts/subscriptions?application=PC&favorite_id=${favorite}`,
        );
        cascadeSubscription = listed.json().items[0].id;
      }
      // Dates repeat, so ties are ordered by id.
      const events = Array.from({ length: count }, (_, i) => ({
        muns: muns[i % muns.length]!,
        type,
        occurred_date: day(start + (i % 50)),
      }));
      const ids = await insertCompanyEvents(db, events);
      ids.forEach((id, i) =>
        made.push({ id, date: events[i]!.occurred_date, name, type }),
      );
    }
    await ctx.favor('full.broker', 7, ctx.muns('Beacon Dental Group Inc'));
    await insertCompanyEvents(db, [
      {
        muns: ctx.muns('Beacon Dental Group Inc'),
        type: 'new_filing',
        occurred_date: '2025-07-31',
        summary: 'Form 5500 filed for plan year 2024',
        changes: JSON.stringify([
          { label: 'Plan', before: null, after: '501' },
        ]),
      },
    ]);
    await ctx.deliver();
  }, 60_000);

  const eventIds = (items: AlertItem[]) => items.map((item) => item.event_id);
  const newestFirst = () =>
    [...made]
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map((m) => m.id);

  describe('POST /api/events/alerts/search', () => {
    it('should count only with limit 0, hits being the total', async () => {
      const answer = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 0,
      });
      expect(answer).toMatchObject({
        hits: 270,
        items: [],
        pageIndex: 0,
        next_page_id: null,
      });
    });

    it('should page 250 at a time by next_page_id or pageIndex, newest first', async () => {
      const first = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 250,
      });
      expect(first.hits).toBe(270);
      expect(first.items).toHaveLength(250);
      expect(first.next_page_id).toBe('1');
      const next = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 250,
        next_page_id: first.next_page_id,
      });
      expect(next).toMatchObject({
        hits: 270,
        pageIndex: 1,
        next_page_id: null,
      });
      const byIndex = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 250,
        pageIndex: 1,
      });
      expect(byIndex.items).toEqual(next.items);
      expect([...eventIds(first.items), ...eventIds(next.items)]).toEqual(
        newestFirst(),
      );
    });

    it('should answer an alert whole, with its company and subscription', async () => {
      const answer = await ctx.search('full.broker', {
        application: 'EB',
        limit: 250,
      });
      expect(answer.hits).toBe(1);
      expect(answer.items[0]).toEqual({
        id: expect.any(Number),
        event_id: expect.any(Number),
        type: 'new_filing',
        label: 'New Form 5500 Filing',
        occurred_date: '2025-07-31',
        summary: 'Form 5500 filed for plan year 2024',
        changes: [{ label: 'Plan', before: null, after: '501' }],
        source: null,
        muns: ctx.muns('Beacon Dental Group Inc'),
        entity_name: 'Beacon Dental Group Inc',
        city: 'Portland',
        state: 'OR',
        checked: false,
        subscription_id: expect.any(Number),
      });
    });

    it('should sort by company name or type either way, ties by id, across pages', async () => {
      const pages = async (
        field: 'entity_name' | 'type',
        order: 'asc' | 'desc',
      ) => {
        const sort = { field, order };
        const first = await ctx.search('pc.broker', {
          application: 'PC',
          limit: 250,
          sort,
        });
        const next = await ctx.search('pc.broker', {
          application: 'PC',
          limit: 250,
          sort,
          next_page_id: first.next_page_id,
        });
        expect(next.items).toHaveLength(20);
        return [...first.items, ...next.items];
      };
      const sign = (order: 'asc' | 'desc') => (order === 'asc' ? 1 : -1);
      for (const order of ['asc', 'desc'] as const) {
        const byName = [...made].sort(
          (a, b) => sign(order) * (a.name.localeCompare(b.name) || a.id - b.id),
        );
        const named = await pages('entity_name', order);
        expect(eventIds(named)).toEqual(byName.map((m) => m.id));
        expect(named[0]!.entity_name).toBe(
          order === 'asc' ? 'Acme Roofing LLC' : 'Summit Plumbing',
        );
        const byType = [...made].sort(
          (a, b) =>
            sign(order) *
            (a.type.localeCompare(b.type) ||
              a.date.localeCompare(b.date) ||
              a.id - b.id),
        );
        expect(eventIds(await pages('type', order))).toEqual(
          byType.map((m) => m.id),
        );
      }
    });

    it('should filter by types, company, subscription and dates', async () => {
      const hits = async (filter: object) =>
        (
          await ctx.search('pc.broker', {
            application: 'PC',
            limit: 250,
            ...filter,
          })
        ).hits;
      expect(await hits({ event_types: ['whd_case'] })).toBe(40);
      expect(
        await hits({ event_types: ['whd_case', 'motor_carrier_new'] }),
      ).toBe(60);
      expect(await hits({ muns: ctx.muns('Delta Bakery Co') })).toBe(20);
      expect(await hits({ subscription_ids: [cascadeSubscription] })).toBe(40);
      const from = day(40);
      const to = day(70);
      expect(await hits({ date_from: from, date_to: to })).toBe(
        made.filter((m) => m.date >= from && m.date <= to).length,
      );
      expect(await hits({ date_from: day(100), date_to: day(100) })).toBe(1);
      expect(await hits({ checked: true })).toBe(0);
      expect(await hits({ checked: false })).toBe(270);
    });

    it('should answer 400 naming the field for a limit above 250 or dates the wrong way round', async () => {
      const invalid = (fields: object) => ({
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: { code: 'VALIDATION', fields },
        method: 'POST',
        path: SEARCH,
      });
      expectAppError(
        await ctx.as('pc.broker', 'POST', SEARCH, {
          application: 'PC',
          limit: 251,
        }),
        invalid({ limit: expect.stringContaining('250') }),
      );
      expectAppError(
        await ctx.as('pc.broker', 'POST', SEARCH, {
          application: 'PC',
          limit: 250,
          date_from: '2025-03-02',
          date_to: '2025-03-01',
        }),
        invalid({ date_to: 'The start date is after the end date.' }),
      );
    });

    it('should answer 403 for the benefits application without H-W', async () => {
      expectAppError(
        await ctx.as('pc.broker', 'POST', SEARCH, {
          application: 'EB',
          limit: 0,
        }),
        {
          statusCode: 403,
          message: ERROR_TEXTS.FORBIDDEN,
          extraData: { code: 'FORBIDDEN' },
          method: 'POST',
          path: SEARCH,
        },
      );
    });

    it("should not show another user's alerts", async () => {
      const answer = await ctx.search('eb.broker', {
        application: 'EB',
        limit: 250,
      });
      expect(answer).toMatchObject({ hits: 0, items: [] });
      const theirs = await ctx.search('full.broker', {
        application: 'PC',
        limit: 0,
      });
      expect(theirs.hits).toBe(0);
    });

    it('should answer 401 before validating when signed out', async () => {
      const response = await ctx.t().app.inject({
        method: 'POST',
        url: SEARCH,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    });

    it("should sort by the company's name as the master has it now", async () => {
      await ctx
        .t()
        .db.updateTable('companies')
        .set({ name: 'Zenith Roofing LLC' })
        .where('muns', '=', ctx.muns('Acme Roofing LLC'))
        .execute();
      const sort = { field: 'entity_name', order: 'asc' } as const;
      const first = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 250,
        sort,
      });
      const next = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 250,
        sort,
        next_page_id: first.next_page_id,
      });
      const items = [...first.items, ...next.items];
      expect(items[0]!.entity_name).toBe('Cascade Freight Lines Inc');
      expect(items.slice(-200).map((item) => item.entity_name)).toEqual(
        Array.from({ length: 200 }, () => 'Zenith Roofing LLC'),
      );
    });
  });
});
