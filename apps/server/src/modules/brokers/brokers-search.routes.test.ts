import type { BrokerSearchResponse } from '@edge/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  expectedBrokers,
  sortExpected,
  type BrokerFilters,
  type ExpectedBroker,
} from '../../testing/broker-search';
import { EB_BROKER_STATES, pickBroker } from '../../testing/brokers';

const PATH = '/api/v1/brokers';

describeEachDialect('GET /api/v1/brokers: counts and filters', (dialect) => {
  let t: TestApp;
  let west: ExpectedBroker[];
  const db = () => t.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '1500' });
    west = await expectedBrokers(db(), EB_BROKER_STATES);
  }, 120_000);
  afterAll(() => t.close());

  const search = async (query: string, username = 'eb.broker') => {
    const response = await t.injectAs(username, { url: `${PATH}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BrokerSearchResponse>();
  };
  // Every matching broker, largest book first: the default order.
  const all = (query: string, username?: string) =>
    search(`${query}&pageSize=50&page=0`, username);
  const expectSame = async (
    query: string,
    filters: BrokerFilters,
    username = 'eb.broker',
  ) => {
    const states = username === 'eb.broker' ? EB_BROKER_STATES : 'all';
    const expected = await expectedBrokers(db(), states, filters);
    const answer = await all(query, username);
    expect(answer.total).toBe(expected.length);
    expect(answer.brokers).toEqual(
      sortExpected(expected, 'clients', true).slice(0, 50),
    );
    return answer;
  };

  it('should list the brokers with clients in eb.broker states, counted there', async () => {
    expect(west.length).toBeGreaterThan(25);
    const answer = await search('');
    expect(answer).toEqual({
      total: west.length,
      page: 0,
      pageSize: 25,
      brokers: sortExpected(west, 'clients', true).slice(0, 25),
    });
  });

  it('should count every state for a user with All States', async () => {
    const everywhere = await expectedBrokers(db(), 'all');
    const answer = await all('', 'full.broker');
    expect(everywhere.length).toBeGreaterThan(west.length);
    expect(answer.total).toBe(everywhere.length);
    expect(answer.brokers).toEqual(
      sortExpected(everywhere, 'clients', true).slice(0, 50),
    );
  });

  it('should never show eb.broker clients outside its states', async () => {
    const mixed = await pickBroker(db(), 'mixed');
    const outside = await pickBroker(db(), 'outside-west');
    const named = async (name: string, username: string) =>
      (await all(`name=${encodeURIComponent(name)}`, username)).brokers;
    const asWest = await named(mixed.name, 'eb.broker');
    expect(asWest.find((b) => b.msid === mixed.msid)?.clients).toBe(
      mixed.westClients,
    );
    const asAll = await named(mixed.name, 'full.broker');
    expect(asAll.find((b) => b.msid === mixed.msid)?.clients).toBe(
      mixed.clients,
    );
    expect(await named(outside.name, 'eb.broker')).not.toContainEqual(
      expect.objectContaining({ msid: outside.msid }),
    );
    expect(await named(outside.name, 'full.broker')).toContainEqual(
      expect.objectContaining({ msid: outside.msid }),
    );
  });

  it('should match a part of the name in any case', async () => {
    const word = west[0]!.name.split(/\s+/)[0]!.slice(1, 5);
    const typed = word[0]!.toUpperCase() + word.slice(1).toLowerCase();
    const like = `%${word.toLowerCase()}%`;
    const answer = await expectSame(`name=${encodeURIComponent(typed)}`, {
      where: sql`(lower(b.name) like ${like} or lower(b.name_normalized) like ${like})`,
    });
    expect(answer.total).toBeGreaterThan(0);
  });

  it('should filter by the broker office state, city and ZIP', async () => {
    const [first, second] = west;
    const states = await expectSame(`states=${first!.state},TX`, {
      where: sql`b.state in (${first!.state}, 'TX')`,
    });
    expect(states.total).toBeGreaterThan(0);
    const city = first!.city!.toLowerCase().slice(0, 4);
    const cities = await expectSame(`city=${encodeURIComponent(city)}`, {
      where: sql`lower(b.city) like ${`%${city}%`}`,
    });
    expect(cities.total).toBeGreaterThan(0);
    const zips = await expectSame(`zip=${second!.zip}`, {
      where: sql`b.zip = ${second!.zip}`,
    });
    expect(zips.brokers.map((b) => b.msid)).toContain(second!.msid);
  });

  it.each(['eb.broker', 'full.broker'])(
    'should filter by book size in the states of %s',
    async (username) => {
      const bins = (query: string, having: RawBuilder<SqlBool>) =>
        expectSame(query, { having }, username);
      const local = await bins('bins=local', sql`count(*) between 1 and 25`);
      const bigger = await bins(
        'bins=regional&bins=national',
        sql`count(*) >= 26`,
      );
      await bins('bins=regional', sql`count(*) between 26 and 250`);
      // The demo's 1,500 companies give no broker over 25 clients; the
      // bin edges are unit tested (search-directory.test.ts).
      const none = await search('', username);
      expect(local.total).toBeGreaterThan(0);
      expect(local.total + bigger.total).toBe(none.total);
    },
  );

  it('should combine filters and answer none when nothing matches', async () => {
    const state = west[0]!.state!;
    await expectSame(`states=${state}&bins=local&name=ins`, {
      where: sql`b.state = ${state} and (lower(b.name) like '%ins%' or lower(b.name_normalized) like '%ins%')`,
      having: sql`count(*) <= 25`,
    });
    expect(await search('name=zzzzqqq')).toEqual({
      total: 0,
      page: 0,
      pageSize: 25,
      brokers: [],
    });
  });

  describe('a new projection version', () => {
    it('should be read by the next search', async () => {
      const [gone] = sortExpected(west, 'clients', true);
      await db()
        .deleteFrom('search_company_brokers')
        .where('msid', '=', gone!.msid)
        .execute();
      await db()
        .updateTable('search_meta')
        .set({ value: `test-${Date.now()}` })
        .where('key', '=', 'version')
        .execute();
      const answer = await search('pageSize=50');
      expect(answer.total).toBe(west.length - 1);
      expect(answer.brokers.map((b) => b.msid)).not.toContain(gone!.msid);
    });
  });
});
