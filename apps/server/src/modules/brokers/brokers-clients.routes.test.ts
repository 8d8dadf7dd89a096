import {
  ERROR_TEXTS,
  type BrokerClient,
  type BrokerClientsResponse,
} from '@edge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  EB_BROKER_STATES,
  pickBroker,
  type DemoBroker,
} from '../../testing/brokers';

const path = (msid: string) => `/api/v1/brokers/${msid}/clients`;

type Key = string | number | null;
type Expected = BrokerClient & { sort_name: string };

// The earliest month of the projection's renewal mask (bit m-1 = month m).
const firstMonth = (mask: number) => {
  for (let m = 1; m <= 12; m += 1) if (mask & (1 << (m - 1))) return m;
  return null;
};

// Empty values last in both directions, then by name and muns.
function sortLike(rows: Expected[], field: keyof BrokerClient, desc: boolean) {
  const cmp = (a: Key, b: Key) => (a === b ? 0 : a! < b! ? -1 : 1);
  const byName = (a: Expected, b: Expected) =>
    cmp(a.sort_name, b.sort_name) || cmp(a.muns, b.muns);
  const key = (r: Expected): Key =>
    field === 'entity_name' ? r.sort_name : (r[field] as Key);
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) {
      return x === y ? byName(a, b) : x === null ? 1 : -1;
    }
    return (desc ? cmp(y, x) : cmp(x, y)) || byName(a, b);
  });
}

describeEachDialect('GET /api/v1/brokers/:msid/clients', (dialect) => {
  let t: TestApp;
  let largest: DemoBroker;
  let mixed: DemoBroker;
  let clients: Expected[];
  const db = () => t.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '1500' });
    largest = await pickBroker(db(), 'largest');
    mixed = await pickBroker(db(), 'mixed');
    const rows = await db()
      .selectFrom('search_company_brokers as l')
      .innerJoin('search_companies as sc', 'sc.muns', 'l.muns')
      .selectAll('sc')
      .where('l.msid', '=', largest.msid)
      .execute();
    clients = rows.map((r) => ({
      muns: r.muns,
      entity_name: r.name,
      sort_name: r.sort_name,
      city: r.city,
      state: r.state,
      employees: r.employees === null ? null : Number(r.employees),
      participants: r.participants === null ? null : Number(r.participants),
      premium: r.premium === null ? null : Number(r.premium),
      renewal_month: firstMonth(Number(r.renewal_months)),
      carrier: r.carrier,
    }));
  }, 120_000);
  afterAll(() => t.close());

  const get = (query: string, username = 'full.broker', msid = largest.msid) =>
    t.injectAs(username, { url: `${path(msid)}${query}` });
  const page = async (query: string, username?: string, msid?: string) => {
    const response = await get(query, username, msid);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BrokerClientsResponse>();
  };
  const strip = ({ sort_name: _, ...client }: Expected) => client;

  it('should page every client once, by premium from the largest by default', async () => {
    const seen: BrokerClient[] = [];
    for (let i = 0; ; i += 1) {
      const answer = await page(`?page=${i}&pageSize=5`);
      expect(answer).toMatchObject({
        total: largest.clients,
        page: i,
        pageSize: 5,
      });
      if (answer.clients.length === 0) break;
      seen.push(...answer.clients);
    }
    expect(seen.length).toBeGreaterThan(5);
    expect(seen).toEqual(sortLike(clients, 'premium', true).map(strip));
    expect((await page('')).pageSize).toBe(25);
  });

  it('should still count the clients on a page past the last', async () => {
    expect(await page('?page=40&pageSize=5')).toEqual({
      total: largest.clients,
      page: 40,
      pageSize: 5,
      clients: [],
    });
  });

  it.each([
    ['entity_name', 'asc'],
    ['entity_name', 'desc'],
    ['state', 'asc'],
    ['state', 'desc'],
    ['employees', 'desc'],
    ['premium', 'asc'],
    ['renewal_month', 'asc'],
    ['renewal_month', 'desc'],
  ] as const)('should sort by %s %s', async (field, direction) => {
    const answer = await page(`?sort=${field}.${direction}&pageSize=50`);
    expect(answer.clients).toEqual(
      sortLike(clients, field, direction === 'desc').map(strip),
    );
  });

  it('should list only clients in the permitted states', async () => {
    const all = await page('?pageSize=50', 'full.broker', mixed.msid);
    const west = await page('?pageSize=50', 'eb.broker', mixed.msid);
    expect(all.total).toBe(mixed.clients);
    expect(west.total).toBe(mixed.westClients);
    expect(west.clients).toEqual(
      all.clients.filter((c) =>
        (EB_BROKER_STATES as readonly string[]).includes(c.state),
      ),
    );
  });

  describe('errors', () => {
    it.each([
      ['?pageSize=7', 'pageSize', 'Page size is one of 5, 10, 25, 50'],
      ['?page=-1', 'page', expect.stringContaining('>=0')],
      ['?page=x', 'page', expect.stringContaining('number')],
      ['?sort=name.asc', 'sort', expect.stringContaining('entity_name')],
      ['?sort=premium', 'sort', expect.stringContaining('.asc or .desc')],
      ['?page=2001&pageSize=50', 'page', expect.stringContaining('100,000')],
    ])(
      'should answer 400 naming the field for %s',
      async (query, field, text) => {
        expectAppError(await get(query), {
          statusCode: 400,
          message: ERROR_TEXTS.VALIDATION,
          extraData: { code: 'VALIDATION', fields: { [field]: text } },
          method: 'GET',
          path: path(largest.msid),
        });
      },
    );

    it('should answer 403 to a user without the H-W product', async () => {
      expectAppError(await get('', 'pc.broker'), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path: path(largest.msid),
      });
    });

    it('should answer 404 for an unknown msid', async () => {
      expectAppError(await get('', 'eb.broker', 'BNOSUCHBROK'), {
        statusCode: 404,
        message: 'Broker not found.',
        extraData: { code: 'BROKER_NOT_FOUND' },
        method: 'GET',
        path: path('BNOSUCHBROK'),
      });
    });

    it('should answer 401 without a session', async () => {
      const response = await t.app.inject({ url: path(largest.msid) });
      expect(response.statusCode).toBe(401);
    });
  });
});
