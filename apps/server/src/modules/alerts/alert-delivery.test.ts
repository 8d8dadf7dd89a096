import { beforeAll, describe, expect, it } from 'vitest';
import { useAlertsApp } from '../../testing/alerts-app';
import {
  insertCompanyEvents,
  type TestEvent,
} from '../../testing/company-events';
import { describeEachDialect } from '../../testing/each-dialect';
import { deferred } from '../../testing/jobs';
import {
  saveStatesSearch,
  subscribeSearch,
} from '../../testing/saved-search-alerts';
import { deliverAlerts, DELIVERED_CURSOR } from './alert-delivery';
import {
  ALERTS_DELIVER_JOB,
  scheduleAlertsDelivery,
} from './alerts-deliver-job';

const PATH = '/api/v1/alerts/subscriptions';

describeEachDialect('alert delivery', (dialect) => {
  const ctx = useAlertsApp(dialect);
  const acme = () => ctx.muns('Acme Roofing LLC');
  const subscriptionOf = async (username: string, favoriteId: number) =>
    (
      await ctx.as(
        username,
        'GET',
        `${PATH}?application=PC&favorite_id=${favoriteId}`,
      )
    ).json().items[0].id as number;
  const setSubscription = async (
    username: string,
    id: number,
    body: { enabled: boolean; event_types: string[] | null },
  ) => {
    const response = await ctx.as(username, 'PUT', `${PATH}/${id}`, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  // The alerts of the given events a user has, as 'type muns'.
  const delivered = async (
    username: string,
    application: 'PC' | 'EB',
    ids: number[],
  ) =>
    (await ctx.search(username, { application, limit: 250 })).items
      .filter((item) => ids.includes(item.event_id))
      .map((item) => item.type)
      .sort();
  const write = (events: TestEvent[]) =>
    insertCompanyEvents(ctx.t().db, events);
  let pcAcme = 0;
  let fullAcme = 0;

  beforeAll(async () => {
    pcAcme = await subscriptionOf(
      'pc.broker',
      await ctx.favor('pc.broker', 5, acme()),
    );
    fullAcme = await subscriptionOf(
      'full.broker',
      await ctx.favor('full.broker', 5, acme()),
    );
    await ctx.favor('full.broker', 7, acme());
  });

  it('should tell of events made since the subscription started only', async () => {
    const ids = await write([
      {
        muns: acme(),
        type: 'osha_inspection',
        created_at: '2020-01-01T00:00:00.000Z',
      },
      { muns: acme(), type: 'whd_case' },
    ]);
    expect(await ctx.deliver()).toEqual({
      events: 2,
      alerts: 2,
      hasMore: false,
    });
    expect(await delivered('pc.broker', 'PC', ids)).toEqual(['whd_case']);
    expect(await delivered('full.broker', 'PC', ids)).toEqual(['whd_case']);
  });

  it("should tell each module's favorite of that module's types, once per user", async () => {
    const ids = await write([
      { muns: acme(), type: 'new_filing' },
      { muns: acme(), type: 'bta_renewal_reminder' },
      { muns: acme(), type: 'osha_violation' },
    ]);
    await ctx.deliver();
    expect(await delivered('pc.broker', 'PC', ids)).toEqual([
      'bta_renewal_reminder',
      'osha_violation',
    ]);
    expect(await delivered('full.broker', 'EB', ids)).toEqual([
      'bta_renewal_reminder',
      'new_filing',
    ]);
    expect(await delivered('full.broker', 'PC', ids)).toEqual([
      'bta_renewal_reminder',
      'osha_violation',
    ]);
  });

  it('should follow the chosen types and leave a switched-off subscription out', async () => {
    await setSubscription('full.broker', fullAcme, {
      enabled: true,
      event_types: ['osha_violation'],
    });
    await setSubscription('pc.broker', pcAcme, {
      enabled: false,
      event_types: null,
    });
    const ids = await write([
      { muns: acme(), type: 'osha_inspection' },
      { muns: acme(), type: 'osha_violation' },
    ]);
    await ctx.deliver();
    expect(await delivered('full.broker', 'PC', ids)).toEqual([
      'osha_violation',
    ]);
    expect(await delivered('pc.broker', 'PC', ids)).toEqual([]);
    await setSubscription('pc.broker', pcAcme, {
      enabled: true,
      event_types: null,
    });
    await setSubscription('full.broker', fullAcme, {
      enabled: true,
      event_types: null,
    });
  });

  it('should deliver nothing twice, and keep its cursor at the last event', async () => {
    const db = ctx.t().db;
    const ids = await write(
      Array.from({ length: 5 }, () => ({ muns: acme(), type: 'property_new' })),
    );
    expect(await deliverAlerts(db, { batchSize: 2 })).toEqual({
      events: 5,
      alerts: 10,
      hasMore: false,
    });
    const cursor = () =>
      db
        .selectFrom('alert_cursors')
        .select('value')
        .where('name', '=', DELIVERED_CURSOR)
        .executeTakeFirstOrThrow();
    expect(await cursor()).toMatchObject({ value: String(ids.at(-1)) });
    expect(await ctx.deliver()).toEqual({
      events: 0,
      alerts: 0,
      hasMore: false,
    });
    const before = await ctx.search('pc.broker', {
      application: 'PC',
      limit: 0,
    });
    // These events read again: no alert made twice.
    await db
      .updateTable('alert_cursors')
      .set({ value: String(ids[0]! - 1) })
      .where('name', '=', DELIVERED_CURSOR)
      .execute();
    const again = await ctx.deliver();
    expect(again).toEqual({ events: 5, alerts: 0, hasMore: false });
    expect(
      await ctx.search('pc.broker', { application: 'PC', limit: 0 }),
    ).toEqual(before);
    expect(await cursor()).toMatchObject({ value: String(ids.at(-1)) });
  });

  it('should tell nothing of a company outside the subscriber’s permitted states', async () => {
    const db = ctx.t().db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'products'])
      .where('username', '=', 'pc.broker')
      .executeTakeFirstOrThrow();
    const setProducts = (products: string) =>
      db
        .updateTable('users')
        .set({ products })
        .where('id', '=', user.id)
        .execute();
    // pc.broker now holds Guam only: Acme is outside their states.
    await setProducts(JSON.stringify({ PC: 'GU' }));
    try {
      const ids = await write([{ muns: acme(), type: 'osha_inspection' }]);
      await ctx.deliver();
      const theirs = await db
        .selectFrom('alerts')
        .select('id')
        .where('user_id', '=', user.id)
        .where('event_id', 'in', ids)
        .execute();
      expect(theirs).toEqual([]);
      expect(await delivered('full.broker', 'PC', ids)).toEqual([
        'osha_inspection',
      ]);
    } finally {
      await setProducts(user.products);
    }
  });

  it("should tell a saved search's new match to that search's subscriber alone", async () => {
    const savedSearchId = await saveStatesSearch(ctx, 'pc.broker', 'Texas', [
      'TX',
    ]);
    const subscribed = await subscribeSearch(ctx, 'pc.broker', savedSearchId);
    expect(subscribed.statusCode).toBe(201);
    const ids = await write([
      {
        muns: acme(),
        type: 'saved_search_match',
        saved_search_id: savedSearchId,
      },
    ]);
    await ctx.deliver();
    const items = (
      await ctx.search('pc.broker', { application: 'PC', limit: 250 })
    ).items.filter((item) => ids.includes(item.event_id));
    expect(items).toMatchObject([
      { type: 'saved_search_match', subscription_id: subscribed.json().id },
    ]);
    expect(await delivered('full.broker', 'PC', ids)).toEqual([]);
  });

  // PostgreSQL shows a row at commit, so an event may be seen before one
  // of a lower id that a transaction still writes.
  it.runIf(dialect === 'postgres')(
    'should wait for an event still being written rather than pass it by',
    async () => {
      const db = ctx.t().db;
      const written = deferred<number>();
      const commit = deferred();
      const writing = db.transaction().execute(async (trx) => {
        const [id] = await insertCompanyEvents(trx, [
          { muns: acme(), type: 'osha_violation' },
        ]);
        written.resolve(id!);
        await commit.promise;
      });
      const pending = await written.promise;
      const [later] = await write([{ muns: acme(), type: 'whd_case' }]);
      expect(later).toBeGreaterThan(pending);
      expect(await ctx.deliver()).toEqual({
        events: 0,
        alerts: 0,
        hasMore: false,
      });
      commit.resolve();
      await writing;
      await ctx.deliver();
      expect(await delivered('pc.broker', 'PC', [pending, later!])).toEqual([
        'osha_violation',
        'whd_case',
      ]);
    },
    30_000,
  );

  describe('the alerts-deliver job', () => {
    const queued = () =>
      ctx
        .t()
        .db.selectFrom('jobs')
        .select(['id', 'run_after'])
        .where('kind', '=', ALERTS_DELIVER_JOB)
        .where('status', '=', 'queued')
        .execute();

    it('should deliver, then queue itself again a minute later, never twice', async () => {
      const ids = await write([{ muns: acme(), type: 'wc_policy_new' }]);
      await scheduleAlertsDelivery(ctx.t().db, new Date());
      expect(await queued()).toHaveLength(1);
      const started = Date.now();
      await ctx.t().app.jobs.drain();
      expect(await delivered('pc.broker', 'PC', ids)).toEqual([
        'wc_policy_new',
      ]);
      const [next, ...others] = await queued();
      expect(others).toEqual([]);
      expect(Date.parse(next!.run_after) - started).toBeGreaterThanOrEqual(
        59_000,
      );
      // Asked for sooner (a start): the waiting run is brought forward.
      await scheduleAlertsDelivery(ctx.t().db, new Date(started));
      expect(await queued()).toEqual([
        { id: next!.id, run_after: new Date(started).toISOString() },
      ]);
    });
  });
});
