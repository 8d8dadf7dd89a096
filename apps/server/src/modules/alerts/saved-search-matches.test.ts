import { SAVED_SEARCH_ALERT_MAX_MATCHES } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { useAlertsApp } from '../../testing/alerts-app';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestCompanies,
  saveStatesSearch,
  subscribeSearch,
} from '../../testing/saved-search-alerts';
import { SearchEngine } from '../search/index';
import { checkSavedSearches } from './saved-search-checks';

const PATH = '/api/v1/alerts/subscriptions';

describeEachDialect("saved searches' new matches", (dialect) => {
  const ctx = useAlertsApp(dialect);
  let texas = 0;
  let subscriptionId = 0;
  const db = () => ctx.t().db;
  const check = () =>
    checkSavedSearches({ db: db(), engine: new SearchEngine(db()) });
  const matchEvents = () =>
    db()
      .selectFrom('company_events')
      .select([
        'muns',
        'summary',
        'event_key',
        'saved_search_id',
        'occurred_date',
      ])
      .where('type', '=', 'saved_search_match')
      .orderBy('id')
      .execute();
  const matchCount = async () =>
    (
      await db()
        .selectFrom('saved_search_matches')
        .select('muns')
        .where('subscription_id', '=', subscriptionId)
        .execute()
    ).length;
  const version = async () =>
    (
      await db()
        .selectFrom('search_meta')
        .select('value')
        .where('key', '=', 'version')
        .executeTakeFirstOrThrow()
    ).value;
  const texasCompanies = (prefix: string, count = 1) =>
    ingestCompanies(ctx, count, {
      prefix,
      city: 'Houston',
      state: 'TX',
      zip: '77002',
    });

  beforeAll(async () => {
    texas = await saveStatesSearch(ctx, 'pc.broker', 'Texas prospects', ['TX']);
    subscriptionId = (await subscribeSearch(ctx, 'pc.broker', texas)).json().id;
  });

  it('should tell nothing while the index is unchanged', async () => {
    expect(await matchCount()).toBe(3);
    expect(await check()).toBe(0);
    expect(await matchEvents()).toEqual([]);
  });

  it('should make an event and an alert of a company newly matching after an import', async () => {
    const [added] = await texasCompanies('NEWTX');
    await ctx.t().app.jobs.drain();
    expect(await matchEvents()).toEqual([
      {
        muns: added,
        summary: "Now matches your saved search 'Texas prospects'",
        event_key: `${subscriptionId}:${await version()}`,
        saved_search_id: texas,
        occurred_date: new Date().toISOString().slice(0, 10),
      },
    ]);
    expect(await matchCount()).toBe(4);
    const alerts = await ctx.search('pc.broker', {
      application: 'PC',
      limit: 250,
    });
    expect(alerts.items).toMatchObject([
      {
        type: 'saved_search_match',
        label: 'New Saved Search Match',
        muns: added,
        entity_name: 'NEWTX Company 000001',
        subscription_id: subscriptionId,
      },
    ]);
    // Run again: nothing new.
    expect(await check()).toBe(0);
    await ctx.deliver();
    expect(
      (await ctx.search('pc.broker', { application: 'PC', limit: 0 })).hits,
    ).toBe(1);
    expect(
      (await ctx.search('full.broker', { application: 'PC', limit: 0 })).hits,
    ).toBe(0);
  });

  it('should start again from a baseline once the search is edited', async () => {
    const edited = await ctx.as(
      'pc.broker',
      'PUT',
      `/api/v1/searches/${texas}`,
      {
        content: {
          webappSearchCriteria: {
            locationSearch: { states: ['TX', 'OH'] },
            activityDateRange: { minDate: null },
          },
        },
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await check()).toBe(0);
    expect(await matchCount()).toBe(5);
    expect(await matchEvents()).toHaveLength(1);
  });

  it('should skip a switched-off search and start from a baseline when it is on again', async () => {
    const set = (enabled: boolean) =>
      ctx.as('pc.broker', 'PUT', `${PATH}/${subscriptionId}`, {
        enabled,
        event_types: null,
      });
    expect((await set(false)).statusCode).toBe(200);
    await texasCompanies('OFFTX');
    expect(await check()).toBe(0);
    expect(await matchCount()).toBe(5);
    await set(true);
    expect(await check()).toBe(0);
    expect(await matchCount()).toBe(6);
    expect(await matchEvents()).toHaveLength(1);
  });

  it(`should stop tracking a search once it matches more than ${SAVED_SEARCH_ALERT_MAX_MATCHES} companies`, async () => {
    await texasCompanies('MANYTX', SAVED_SEARCH_ALERT_MAX_MATCHES);
    expect(await check()).toBe(0);
    expect(await matchCount()).toBe(0);
    expect(await matchEvents()).toHaveLength(1);
  }, 60_000);
});
