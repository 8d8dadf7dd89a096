import { describeCriteria } from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoUserId } from '../../testing/test-db';

// Demo companies, so searches, views, favorites and exports find some.
const COMPANIES = '200';

describeEachDialect('what the activity log records', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let muns: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: COMPANIES });
    userId = await demoUserId(t.db, 'ent.admin');
    cookie = await t.login('ent.admin');
    const company = await t.db
      .selectFrom('search_companies')
      .select('muns')
      .orderBy('muns')
      .executeTakeFirstOrThrow();
    muns = company.muns;
  }, 120_000);
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { cookie } });

  // The entries of the user since the mark, oldest first.
  async function entriesSince(mark: number) {
    await t.app.activity.flush();
    return t.db
      .selectFrom('activity_log')
      .select(['id', 'action', 'module', 'summary', 'result_count', 'user_id'])
      .where('user_id', '=', userId)
      .where('id', '>', mark)
      .orderBy('id')
      .execute();
  }
  async function mark() {
    await t.app.activity.flush();
    const row = await t.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  it('should record a sign-in, a failed one of a known user, and nothing for an unknown name', async () => {
    const from = await mark();
    // A new sign-in ends the user's other session: keep the new one.
    cookie = await t.login('ent.admin');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'ent.admin', password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'nobody.here', password: 'not-it' },
    });
    expect((await entriesSince(from)).map((e) => e.action)).toEqual([
      'sign_in',
      'sign_in_failed',
    ]);
    const daily = await t.db
      .selectFrom('activity_daily')
      .select(['sign_ins', 'failed_sign_ins'])
      .where('user_id', '=', userId)
      .where('module', '=', '')
      .executeTakeFirstOrThrow();
    expect(daily.failed_sign_ins).toBeGreaterThanOrEqual(1);
  });

  it('should count one search per criteria, whatever its pages and sorts, with its summary and total', async () => {
    const from = await mark();
    const criteria = { locationSearch: { states: ['TX'] } };
    const first = await send('POST', '/api/v1/search/pnc', { criteria });
    expect(first.statusCode, first.body).toBe(200);
    await send('POST', '/api/v1/search/pnc', { criteria, page: 1 });
    await send('POST', '/api/v1/search/pnc', {
      criteria,
      sort: { field: 'entity_name', direction: 'desc' },
    });
    await send('POST', '/api/v1/search/pnc/count', { criteria });
    const other = { locationSearch: { states: ['CA'] } };
    await send('POST', '/api/v1/search/pnc', { criteria: other });
    const eb = await send('POST', '/api/v1/search/eb', { criteria: {} });
    expect(eb.statusCode, eb.body).toBe(200);
    const brokers = await send('GET', '/api/v1/brokers?states=CA&page=0');
    expect(brokers.statusCode, brokers.body).toBe(200);
    await send('GET', '/api/v1/brokers?states=CA&page=1');

    const entries = await entriesSince(from);
    expect(entries.map((e) => [e.action, e.module])).toEqual([
      ['search', 'pc'],
      ['search', 'pc'],
      ['search', 'eb'],
      ['search', 'eb'],
    ]);
    const parsed = (await import('@edge/contracts')).pcCriteriaSchema.parse(
      criteria,
    );
    expect(entries[0]).toMatchObject({
      summary: describeCriteria('pc', parsed),
      result_count: first.json<{ total: number }>().total,
    });
    expect(entries[2]!.result_count).toBe(eb.json<{ total: number }>().total);
    expect(entries[3]).toMatchObject({
      summary: 'Brokers · CA',
      result_count: brokers.json<{ total: number }>().total,
    });
  });

  it('should count one company view per company the dashboard opens', async () => {
    const from = await mark();
    const first = await send('GET', `/api/v1/companies/${muns}`);
    expect(first.statusCode, first.body).toBe(200);
    await send('GET', `/api/v1/companies/${muns}`);
    await send('GET', `/api/v1/companies/${muns}/contacts`);
    const entries = await entriesSince(from);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'company_view',
        summary: `${first.json<{ entity_name: string }>().entity_name} (${muns})`,
      }),
    ]);
  });

  it('should record saved-search and favorite changes, and an export asked for', async () => {
    const from = await mark();
    const saved = await send('POST', '/api/v1/searches/save', {
      searchName: 'Texas',
      record_id: 5,
      content: { webappSearchCriteria: { locationSearch: {} } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ id: number }>().id;
    await send('PUT', `/api/v1/searches/${id}`, { searchName: 'Texas 2' });
    await send('DELETE', `/api/v1/searches/${id}`);

    const added = await send('POST', '/api/v1/favorites/5', { muns });
    expect(added.statusCode, added.body).toBe(201);
    const favorite = added.json<{ id: number }>().id;
    await send('PUT', `/api/v1/favorites/5/${favorite}`, { comment: 'call' });
    await send('DELETE', `/api/v1/favorites/5/${favorite}`);

    const exported = await send('POST', '/api/v1/exports', {
      module: 'pc',
      kind: 'results',
      format: 'csv',
      columns: 'shown',
      criteria: { locationSearch: { states: ['TX'] } },
    });
    expect(exported.statusCode, exported.body).toBe(202);

    const entries = await entriesSince(from);
    expect(entries.map((e) => [e.action, e.module])).toEqual([
      ['saved_search_create', 'pc'],
      ['saved_search_update', 'pc'],
      ['saved_search_delete', 'pc'],
      ['favorite_add', 'pc'],
      ['favorite_update', 'pc'],
      ['favorite_remove', 'pc'],
      ['export', 'pc'],
    ]);
    expect(entries[1]!.summary).toBe('Texas 2');
    expect(entries[6]!.summary).toContain('TX');
    expect(entries[6]!.result_count).toBeGreaterThan(0);
    await t.app.jobs.drain();
  });
});
