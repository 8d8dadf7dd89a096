import {
  BROKER_SEARCH_SORT_FIELDS,
  ERROR_TEXTS,
  type BrokerSearchHit,
  type BrokerSearchResponse,
} from '@edge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  expectedBrokers,
  sortExpected,
  type ExpectedBroker,
} from '../../testing/broker-search';

const PATH = '/api/v1/brokers';

describeEachDialect('GET /api/v1/brokers: paging and sorting', (dialect) => {
  let t: TestApp;
  let everywhere: ExpectedBroker[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '1500' });
    everywhere = await expectedBrokers(t.db, 'all');
  }, 120_000);
  afterAll(() => t.close());

  const get = (query: string, username = 'full.broker') =>
    t.injectAs(username, { url: `${PATH}${query}` });
  const search = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BrokerSearchResponse>();
  };

  it('should page every broker once, the largest books first', async () => {
    const seen: BrokerSearchHit[] = [];
    for (let page = 0; ; page += 1) {
      const answer = await search(`?page=${page}&pageSize=50`);
      expect(answer).toMatchObject({ total: everywhere.length, page });
      if (answer.brokers.length === 0) break;
      expect(answer.brokers.length).toBeLessThanOrEqual(50);
      seen.push(...answer.brokers);
    }
    expect(seen).toEqual(sortExpected(everywhere, 'clients', true));
  });

  it('should still count the brokers on a page past the last', async () => {
    expect(await search('?page=500&pageSize=10')).toEqual({
      total: everywhere.length,
      page: 500,
      pageSize: 10,
      brokers: [],
    });
  });

  it.each(
    BROKER_SEARCH_SORT_FIELDS.flatMap((field) => [
      [field, 'asc'] as const,
      [field, 'desc'] as const,
    ]),
  )('should sort by %s %s', async (field, direction) => {
    const expected = sortExpected(everywhere, field, direction === 'desc');
    const first = await search(`?sort=${field}.${direction}&pageSize=50`);
    const second = await search(
      `?sort=${field}.${direction}&pageSize=50&page=1`,
    );
    expect([...first.brokers, ...second.brokers]).toEqual(
      expected.slice(0, 100),
    );
  });

  describe('errors', () => {
    it.each([
      ['?pageSize=7', 'pageSize', 'Page size is one of 5, 10, 25, 50'],
      ['?page=-1', 'page', expect.stringContaining('>=0')],
      ['?page=2001&pageSize=50', 'page', expect.stringContaining('100,000')],
      ['?sort=name', 'sort', expect.stringContaining('.asc or .desc')],
      ['?sort=address.asc', 'sort', expect.stringContaining('clients')],
      ['?states=CA,XX', 'states.1', 'Unknown state code'],
      ['?zip=9410', 'zip', 'A ZIP code has 5 digits'],
      ['?bins=huge', 'bins.0', expect.stringContaining('local')],
      ['?name=' + 'x'.repeat(201), 'name', expect.stringContaining('200')],
    ])(
      'should answer 400 naming the field for %s',
      async (query, field, text) => {
        expectAppError(await get(query, 'eb.broker'), {
          statusCode: 400,
          message: ERROR_TEXTS.VALIDATION,
          extraData: { code: 'VALIDATION', fields: { [field]: text } },
          method: 'GET',
          path: PATH,
        });
      },
    );

    it('should answer 400 to an unknown parameter rather than ignore it', async () => {
      const response = await get('?state=CA', 'eb.broker');
      expect(response.statusCode).toBe(400);
      // The key is named, as the field or in its message.
      const fields = response.json().extraData.fields as object;
      expect(Object.entries(fields).flat().join(' ')).toMatch(/\bstate\b/);
    });

    it('should answer 403 to a user without the H-W product', async () => {
      expectAppError(await get('', 'pc.broker'), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path: PATH,
      });
    });

    it('should answer 401 without a session', async () => {
      const response = await t.app.inject({ url: PATH });
      expect(response.statusCode).toBe(401);
    });
  });
});
