import { beforeAll, describe, expect, it } from 'vitest';
import { expectCountersMatch } from '../../testing/alert-counts';
import { useAlertsApp } from '../../testing/alerts-app';
import { insertCompanyEvents } from '../../testing/company-events';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  saveStatesSearch,
  subscribeSearch,
} from '../../testing/saved-search-alerts';

const BULK = '/api/events/alerts/bulk';
const CHECKED = '/api/events/alerts/checked';
const SUBSCRIPTIONS = '/api/v1/alerts/subscriptions';

// The counter rows of migration 0027 against a real count(*), after every
// way alerts come and go: delivery, reading, deleting, and the cascades
// from an event, a favorite, a subscription, a saved search and a user.
describeEachDialect('alert counters', (dialect) => {
  const ctx = useAlertsApp(dialect);
  const db = () => ctx.t().db;
  const ids = async (username: string, application: 'PC' | 'EB' = 'PC') =>
    (await ctx.search(username, { application, limit: 250 })).items.map(
      (item) => item.id,
    );
  // Every count the badge and the list header ask for, by the counter.
  const counts = async (username: string, application: 'PC' | 'EB' = 'PC') => {
    const hits = async (checked?: boolean) =>
      (await ctx.search(username, { application, limit: 0, checked })).hits;
    return {
      all: await hits(),
      unchecked: await hits(false),
      checked: await hits(true),
    };
  };
  const events = (muns: string, count: number, type = 'osha_inspection') =>
    insertCompanyEvents(
      db(),
      Array.from({ length: count }, () => ({ muns, type })),
    );
  let acmeFavorite = 0;
  let beaconFavorite = 0;

  beforeAll(async () => {
    const acme = ctx.muns('Acme Roofing LLC');
    acmeFavorite = await ctx.favor('pc.broker', 5, acme);
    await ctx.favor('full.broker', 5, acme);
    beaconFavorite = await ctx.favor(
      'full.broker',
      7,
      ctx.muns('Beacon Dental Group Inc'),
    );
  }, 60_000);

  describe('kept in the writing transaction', () => {
    it('should count delivered alerts as count(*) does', async () => {
      await events(ctx.muns('Acme Roofing LLC'), 12);
      await events(ctx.muns('Beacon Dental Group Inc'), 3, 'new_filing');
      await ctx.deliver();
      await expectCountersMatch(db());
      expect(await counts('pc.broker')).toEqual({
        all: 12,
        unchecked: 12,
        checked: 0,
      });
      expect(await counts('full.broker', 'EB')).toEqual({
        all: 3,
        unchecked: 3,
        checked: 0,
      });
    });

    it('should follow marking read and unread, a repeated mark changing nothing', async () => {
      const own = await ids('pc.broker');
      const mark = (list: number[], checked: boolean) =>
        ctx.as('pc.broker', 'POST', CHECKED, { ids: list, checked });
      expect((await mark(own.slice(0, 5), true)).json()).toEqual({
        updated: 5,
      });
      expect((await mark(own.slice(0, 5), true)).json()).toEqual({
        updated: 0,
      });
      expect((await mark(own.slice(3, 7), false)).json()).toEqual({
        updated: 2,
      });
      await expectCountersMatch(db());
      expect(await counts('pc.broker')).toEqual({
        all: 12,
        unchecked: 9,
        checked: 3,
      });
      // The same count through the index, narrowed by a type.
      const typed = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 0,
        checked: false,
        event_types: ['osha_inspection'],
      });
      expect(typed.hits).toBe(9);
    });

    it('should follow a bulk delete of read and unread alerts', async () => {
      const own = await ids('pc.broker');
      const theirs = await ids('full.broker');
      const response = await ctx.as('pc.broker', 'DELETE', BULK, {
        ids: [...own.slice(0, 4), ...theirs],
      });
      expect(response.json()).toEqual({ deleted: 4 });
      await expectCountersMatch(db());
      expect((await counts('pc.broker')).all).toBe(8);
      expect((await counts('full.broker')).all).toBe(12);
    });
  });

  describe('kept through cascades', () => {
    it('should follow an event deleted with its alerts of two users', async () => {
      const [newest] = await ids('full.broker');
      const alert = await db()
        .selectFrom('alerts')
        .select('event_id')
        .where('id', '=', newest!)
        .executeTakeFirstOrThrow();
      await db()
        .deleteFrom('company_events')
        .where('id', '=', alert.event_id)
        .execute();
      await expectCountersMatch(db());
      expect((await counts('full.broker')).all).toBe(11);
    });

    it('should follow favorites removed with their alerts', async () => {
      const remove = (username: string, productCode: number, id: number) =>
        ctx.as(username, 'DELETE', `/api/v1/favorites/${productCode}/${id}`);
      const removed = await remove('pc.broker', 5, acmeFavorite);
      expect(removed.statusCode, removed.body).toBe(204);
      await expectCountersMatch(db());
      expect(await counts('pc.broker')).toEqual({
        all: 0,
        unchecked: 0,
        checked: 0,
      });
      const beacon = await remove('full.broker', 7, beaconFavorite);
      expect(beacon.statusCode, beacon.body).toBe(204);
      await expectCountersMatch(db());
      expect((await counts('full.broker', 'EB')).all).toBe(0);
    });

    it("should follow a saved search's subscription deleted, and a saved search deleted", async () => {
      const subscribed = async (name: string) => {
        const id = await saveStatesSearch(ctx, 'pc.broker', name, ['TX']);
        const response = await subscribeSearch(ctx, 'pc.broker', id);
        expect(response.statusCode, response.body).toBe(201);
        return { id, subscription: response.json<{ id: number }>().id };
      };
      const kept = await subscribed('Texas');
      const other = await subscribed('Texas again');
      await insertCompanyEvents(
        db(),
        [kept.id, other.id].map((savedSearchId) => ({
          muns: ctx.muns('Delta Bakery Co'),
          type: 'saved_search_match',
          saved_search_id: savedSearchId,
        })),
      );
      await ctx.deliver();
      expect((await counts('pc.broker')).all).toBe(2);
      await expectCountersMatch(db());
      const unsubscribed = await ctx.as(
        'pc.broker',
        'DELETE',
        `${SUBSCRIPTIONS}/${other.subscription}`,
      );
      expect(unsubscribed.statusCode, unsubscribed.body).toBe(204);
      await expectCountersMatch(db());
      expect((await counts('pc.broker')).all).toBe(1);
      const deleted = await ctx.as(
        'pc.broker',
        'DELETE',
        `/api/v1/searches/${kept.id}`,
      );
      expect(deleted.statusCode, deleted.body).toBe(204);
      await expectCountersMatch(db());
      expect((await counts('pc.broker')).all).toBe(0);
    });
  });

  it('should match count(*) after deliveries, marks and deletes side by side', async () => {
    const companies = ['Cascade Freight Lines Inc', 'Delta Bakery Co'].map(
      (name) => ctx.muns(name),
    );
    for (const muns of companies) {
      await ctx.favor('pc.broker', 5, muns);
      await ctx.favor('full.broker', 5, muns);
    }
    await events(companies[0]!, 40);
    await ctx.deliver();
    for (let round = 0; round < 4; round += 1) {
      const own = await ids('pc.broker');
      const theirs = await ids('full.broker');
      await Promise.all([
        events(companies[round % 2]!, 25).then(() => ctx.deliver()),
        ctx.as('pc.broker', 'POST', CHECKED, { ids: own.slice(0, 20) }),
        ctx.as('full.broker', 'POST', CHECKED, {
          ids: theirs.slice(5, 30),
          checked: round % 2 === 0,
        }),
        ctx.as('pc.broker', 'DELETE', BULK, { ids: own.slice(10, 16) }),
        ctx.as('full.broker', 'DELETE', BULK, { ids: theirs.slice(0, 3) }),
        ctx.deliver(),
      ]);
    }
    await expectCountersMatch(db());
    const real = await db()
      .selectFrom('alerts')
      .innerJoin('users', 'users.id', 'alerts.user_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('users.username', '=', 'pc.broker')
      .where('alerts.application', '=', 'PC')
      .executeTakeFirstOrThrow();
    expect((await counts('pc.broker')).all).toBe(Number(real.n));
  }, 60_000);

  it('should drop the counts of a user deleted with their alerts', async () => {
    const user = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'full.broker')
      .executeTakeFirstOrThrow();
    await db().deleteFrom('users').where('id', '=', user.id).execute();
    await expectCountersMatch(db());
    const left = await db()
      .selectFrom('alert_counts')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
