import {
  ERROR_TEXTS,
  SAVED_SEARCH_ALERT_MAX_MATCHES,
  SAVED_SEARCH_TOO_BROAD_MESSAGE,
  type AlertSubscription,
} from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAlertsApp } from '../../testing/alerts-app';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { SearchEngine } from '../search/index';
import { checkSavedSearches } from './saved-search-checks';
import {
  ingestCompanies,
  saveStatesSearch,
  subscribeSearch,
} from '../../testing/saved-search-alerts';

const PATH = '/api/v1/alerts/subscriptions';

describeEachDialect('saved search subscriptions', (dialect) => {
  const ctx = useAlertsApp(dialect);
  let texas = 0;
  beforeAll(async () => {
    texas = await saveStatesSearch(ctx, 'pc.broker', 'Texas prospects', ['TX']);
  });
  const matchesOf = async (subscriptionId: number) =>
    (
      await ctx
        .t()
        .db.selectFrom('saved_search_matches')
        .select('muns')
        .where('subscription_id', '=', subscriptionId)
        .orderBy('muns')
        .execute()
    ).map((row) => row.muns);
  const cursorOf = (subscriptionId: number) =>
    ctx
      .t()
      .db.selectFrom('alert_cursors')
      .select('value')
      .where('name', '=', `saved_search:${subscriptionId}`)
      .executeTakeFirst();

  describe('POST /api/v1/alerts/subscriptions', () => {
    it('should subscribe a saved search with its matches now as the baseline', async () => {
      const response = await subscribeSearch(ctx, 'pc.broker', texas);
      expect(response.statusCode, response.body).toBe(201);
      const subscription = response.json<AlertSubscription>();
      expect(subscription).toEqual({
        id: expect.any(Number),
        kind: 'saved_search',
        application: 'PC',
        favorite_id: null,
        saved_search_id: texas,
        muns: null,
        name: 'Texas prospects',
        enabled: true,
        event_types: null,
        started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const texans = [
        ctx.muns('Cascade Freight Lines Inc'),
        ctx.muns('Summit Plumbing', 'Austin'),
        ctx.muns('Summit Plumbing', 'Dallas'),
      ].sort();
      expect(await matchesOf(subscription.id)).toEqual(texans);
      expect(await cursorOf(subscription.id)).toBeDefined();
      const events = await ctx
        .t()
        .db.selectFrom('company_events')
        .select('id')
        .execute();
      expect(events).toEqual([]);
      const listed = await ctx.as(
        'pc.broker',
        'GET',
        `${PATH}?application=PC&saved_search_id=${texas}`,
      );
      expect(listed.json()).toEqual({ items: [subscription] });
    });

    it('should answer the existing subscription when subscribed again', async () => {
      const again = await subscribeSearch(ctx, 'pc.broker', texas);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ saved_search_id: texas });
    });

    it("should answer 404 for another user's saved search", async () => {
      expectAppError(await subscribeSearch(ctx, 'full.broker', texas), {
        statusCode: 404,
        message: 'Saved search not found.',
        extraData: { code: 'SAVED_SEARCH_NOT_FOUND' },
        method: 'POST',
        path: PATH,
      });
    });

    it('should answer 400 naming saved_search_id when it is not a number', async () => {
      const response = await ctx.as('pc.broker', 'POST', PATH, {
        saved_search_id: 'x',
      });
      expectAppError(response, {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { saved_search_id: expect.any(String) },
        },
        method: 'POST',
        path: PATH,
      });
    });

    it(`should refuse a search matching more than ${SAVED_SEARCH_ALERT_MAX_MATCHES} companies`, async () => {
      await ingestCompanies(ctx, SAVED_SEARCH_ALERT_MAX_MATCHES + 1, {
        prefix: 'KS',
        city: 'Wichita',
        state: 'KS',
        zip: '67202',
      });
      const kansas = await saveStatesSearch(ctx, 'pc.broker', 'Kansas', ['KS']);
      expectAppError(await subscribeSearch(ctx, 'pc.broker', kansas), {
        statusCode: 400,
        message: SAVED_SEARCH_TOO_BROAD_MESSAGE,
        extraData: {
          code: 'SAVED_SEARCH_TOO_BROAD',
          fields: { saved_search_id: SAVED_SEARCH_TOO_BROAD_MESSAGE },
        },
        method: 'POST',
        path: PATH,
      });
      expect(SAVED_SEARCH_TOO_BROAD_MESSAGE).toBe(
        'Narrow this search to 5,000 companies or fewer to be told of new matches.',
      );
      const listed = await ctx.as(
        'pc.broker',
        'GET',
        `${PATH}?application=PC&saved_search_id=${kansas}`,
      );
      expect(listed.json()).toEqual({ items: [] });
    }, 60_000);
  });

  describe('DELETE /api/v1/alerts/subscriptions/:id', () => {
    it("should delete a saved search's subscription, its matches and its check", async () => {
      const { id } = (await subscribeSearch(ctx, 'pc.broker', texas)).json();
      const path = `${PATH}/${id}`;
      const notFound = {
        statusCode: 404,
        message: 'Subscription not found.',
        extraData: { code: 'SUBSCRIPTION_NOT_FOUND' },
        method: 'DELETE',
        path,
      };
      expectAppError(await ctx.as('full.broker', 'DELETE', path), notFound);
      const response = await ctx.as('pc.broker', 'DELETE', path);
      expect(response.statusCode).toBe(204);
      expect(await matchesOf(id)).toEqual([]);
      expect(await cursorOf(id)).toBeUndefined();
      expectAppError(await ctx.as('pc.broker', 'DELETE', path), notFound);
    });

    it('should go with its saved search, and its check at the next run', async () => {
      const { id } = (await subscribeSearch(ctx, 'pc.broker', texas)).json();
      const deleted = await ctx.as(
        'pc.broker',
        'DELETE',
        `/api/v1/searches/${texas}`,
      );
      expect(deleted.statusCode).toBe(204);
      const listed = await ctx.as('pc.broker', 'GET', `${PATH}?application=PC`);
      expect(listed.json()).toEqual({ items: [] });
      expect(await matchesOf(id)).toEqual([]);
      expect(await cursorOf(id)).toBeDefined();
      const db = ctx.t().db;
      await checkSavedSearches({ db, engine: new SearchEngine(db) });
      expect(await cursorOf(id)).toBeUndefined();
    });
  });
});
