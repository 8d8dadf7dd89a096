import type { RenewalCalendar, RenewalsQuery } from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestContestBook } from '../../testing/contest-book';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { getRenewalCalendar } from './renewals.service';

const TODAY = '2026-11-15';

describeEachDialect('renewal calendar', (dialect) => {
  let t: TestApp;
  const muns = new Map<string, string>();
  const userId = async (username: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const as = async (
    username: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const response = await t.injectAs(username, {
      method,
      url,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const calendar = async (
    username: string,
    module: 'pc' | 'eb',
    query: RenewalsQuery = {},
  ) =>
    getRenewalCalendar(
      t.db,
      {
        userId: await userId(username),
        products: (await as(username, 'GET', '/api/v1/auth/data')).json()
          .products,
      },
      module,
      query,
      TODAY,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const [name, value] of await ingestContestBook(t)) {
      muns.set(name, value);
    }
    for (const company of ['7', '8']) {
      await as('full.broker', 'POST', '/api/v1/favorites/7', {
        muns: muns.get(company),
      });
    }
    await as(
      'full.broker',
      'PUT',
      `/api/v1/pipeline/eb/companies/${muns.get('8')}`,
      {
        stage: 'quoted',
      },
    );
    // Commercial: company 1 a favorite, every Texan matched by a search.
    await as('full.broker', 'POST', '/api/v1/favorites/5', {
      muns: muns.get('1'),
    });
    const saved = await as('full.broker', 'POST', '/api/v1/searches/save', {
      searchName: 'Texas fleets',
      record_id: 5,
      content: {
        webappSearchCriteria: {
          locationSearch: { states: ['TX'] },
          activityDateRange: { minDate: null },
        },
      },
    });
    await as('full.broker', 'POST', '/api/v1/alerts/subscriptions', {
      saved_search_id: saved.json().id,
    });
  }, 120_000);
  afterAll(() => t.close());

  it('should answer benefit plan years with carrier and broker changes and the incumbent book', async () => {
    const answer = await calendar('full.broker', 'eb');
    expect(answer).toMatchObject({
      module: 'eb',
      today: TODAY,
      through: '2027-11-14',
      companies: 2,
      withoutDates: 0,
      truncated: false,
    });
    expect(answer.renewals).toEqual([
      expect.objectContaining({
        muns: muns.get('7'),
        kind: 'benefit_plan_year',
        dueDate: '2027-01-01',
        daysUntil: 47,
        window: 60,
        subject: 'Benefit plan contract with CIGNA HEALTH renews',
        source: { dataset: 'Form 5500 Schedule A', year: 2024 },
        stage: null,
        origin: { favorite: true, savedSearches: [] },
        contest: {
          fromYear: 2021,
          toYear: 2024,
          carrierChanges: 1,
          brokerChanges: 1,
          incumbent: {
            name: expect.stringMatching(/^NORTHSTAR BENEFITS$/i),
            clients: 1,
            clientsBefore: 2,
            trend: 'shrinking',
            year: 2024,
          },
        },
      }),
      expect.objectContaining({
        muns: muns.get('8'),
        dueDate: '2027-07-01',
        daysUntil: 228,
        window: null,
        stage: 'quoted',
        contest: expect.objectContaining({
          carrierChanges: 0,
          brokerChanges: 1,
          incumbent: expect.objectContaining({
            clients: 1,
            clientsBefore: null,
            trend: null,
          }),
        }),
      }),
    ]);
  });

  it('should keep one window and one stage, or companies without a stage', async () => {
    const within = (query: RenewalsQuery) =>
      calendar('full.broker', 'eb', query).then((a) =>
        a.renewals.map((r) => r.muns),
      );
    expect(await within({ window: 60 })).toEqual([muns.get('7')]);
    expect(await within({ window: 120 })).toEqual([muns.get('7')]);
    expect(await within({ stage: 'quoted' })).toEqual([muns.get('8')]);
    expect(await within({ stage: 'none' })).toEqual([muns.get('7')]);
    expect(await within({ stage: 'won' })).toEqual([]);
  });

  it('should answer workers comp and MCS-150 dates of favorites and saved-search matches', async () => {
    const answer = await calendar('full.broker', 'pc');
    // The favorite and the four other Texans the search matched; the
    // sponsors have no commercial date, company 3's is past the year.
    expect(answer).toMatchObject({ companies: 5, withoutDates: 2 });
    expect(answer.renewals).toEqual([
      expect.objectContaining({
        muns: muns.get('1'),
        kind: 'wc_expiration',
        dueDate: '2027-01-01',
        window: 60,
        subject: "Workers' comp policy with BETA INSURANCE renews",
        origin: { favorite: true, savedSearches: ['Texas fleets'] },
        contest: {
          fromYear: 2023,
          toYear: 2026,
          carrierChanges: 1,
          brokerChanges: null,
          incumbent: null,
        },
      }),
      expect.objectContaining({
        muns: muns.get('2'),
        kind: 'mcs150_update',
        dueDate: '2027-03-31',
        daysUntil: 136,
        window: null,
        subject: 'MCS-150 update for USDOT 1231 due',
        origin: { favorite: false, savedSearches: ['Texas fleets'] },
      }),
    ]);
  });

  it('should leave out companies outside the permitted states and refuse a module not licensed', async () => {
    // eb.broker may see CA, OR, WA and NV only: the Texans are not theirs.
    const refusedFavorite = await t.injectAs('eb.broker', {
      method: 'POST',
      url: '/api/v1/favorites/7',
      payload: { muns: muns.get('7') },
    });
    expect(refusedFavorite.statusCode).toBe(403);
    const answer = await calendar('eb.broker', 'eb');
    expect(answer.companies).toBe(0);
    expect(answer.renewals).toEqual([]);

    const refused = await t.injectAs('pc.broker', {
      method: 'GET',
      url: '/api/v1/renewals/eb',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('should answer the calendar over HTTP and refuse a bad window', async () => {
    const response = await t.injectAs('full.broker', {
      method: 'GET',
      url: '/api/v1/renewals/eb?stage=none',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<RenewalCalendar>();
    expect(body.companies).toBe(2);
    expect(body.renewals.every((r) => r.stage === null)).toBe(true);

    const bad = await t.injectAs('full.broker', {
      method: 'GET',
      url: '/api/v1/renewals/eb?window=30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A window is 120, 90 or 60 days.');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/renewals/pc',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
