import { ERROR_TEXTS, type FavoriteList } from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { demoUserId } from '../../testing/test-db';
import { useTestApp } from '../../testing/test-app';
import { insertFavorite } from './favorites.repository';

const list = (code: number) => `/api/v1/favorites/${code}`;
const lookup = (code: number) => `/api/v1/favorites/${code}/lookup`;

// pc.broker keeps five favorites, added a minute apart in this order.
const ADDED = [
  ['Delta Bakery Co', 'Columbus', 'OH'],
  ['Acme Roofing LLC', 'Sacramento', 'CA'],
  ['Zephyr Analytics', 'Reno', 'NV'],
  ['Beacon Dental Group Inc', 'Portland', 'OR'],
  ['Cascade Freight Lines Inc', 'Houston', 'TX'],
] as const;

describeEachDialect('GET /api/v1/favorites/:productCode', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
    const pcBroker = await demoUserId(ctx().db, 'pc.broker');
    const territory = await demoUserId(ctx().db, 'territory.broker');
    const row = (userId: number, name: string, minute: number) => {
      const at = `2030-01-01T10:0${minute}:00.000Z`;
      return {
        user_id: userId,
        product_code: 5,
        muns: muns(name),
        comment: null,
        created_at: at,
        updated_at: at,
      };
    };
    for (const [i, [name]] of ADDED.entries()) {
      await insertFavorite(ctx().db, row(pcBroker, name, i));
    }
    // territory.broker sees TX and the territories: Acme (CA) is hidden.
    await insertFavorite(ctx().db, row(territory, 'Acme Roofing LLC', 1));
    await insertFavorite(ctx().db, row(territory, 'Summit Plumbing', 2));
  }, 60_000);

  const page = async (query: string, username = 'pc.broker') => {
    const response = await ctx().injectAs(username, {
      url: `${list(5)}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FavoriteList>();
  };
  const names = (answer: FavoriteList) =>
    answer.favorites.map((f) => f.entity_name);

  it('should list the newest first by default, a page at a time', async () => {
    const first = await page('?pageSize=5');
    expect(first.count).toBe(5);
    expect(names(first)).toEqual(ADDED.map(([name]) => name).reverse());
    expect(first.favorites[0]).toEqual({
      id: expect.any(Number),
      muns: muns('Cascade Freight Lines Inc'),
      entity_name: 'Cascade Freight Lines Inc',
      city: 'Houston',
      state: 'TX',
      comment: null,
      created_at: '2030-01-01T10:04:00.000Z',
    });
    expect(await page('?page=1&pageSize=5')).toEqual({
      count: 5,
      favorites: [],
    });
  });

  it.each([
    ['name.asc', [0, 1, 2, 3, 4], 'name'],
    ['name.desc', [4, 3, 2, 1, 0], 'name'],
    ['city.asc', [0, 1, 2, 3, 4], 'city'],
    ['state.desc', [0, 1, 2, 3, 4], 'state'],
    ['created_at.asc', [0, 1, 2, 3, 4], 'created_at'],
  ] as const)('should sort by %s', async (sort, order, field) => {
    const expected = {
      name: [
        'Acme Roofing LLC',
        'Beacon Dental Group Inc',
        'Cascade Freight Lines Inc',
        'Delta Bakery Co',
        'Zephyr Analytics',
      ],
      city: ['Columbus', 'Houston', 'Portland', 'Reno', 'Sacramento'],
      state: ['TX', 'OR', 'OH', 'NV', 'CA'],
      created_at: ADDED.map(([name]) => name),
    }[field];
    const answer = await page(`?sort=${sort}`);
    const values = answer.favorites.map((f) =>
      field === 'name' || field === 'created_at' ? f.entity_name : f[field],
    );
    expect(values).toEqual(order.map((i) => expected[i]));
  });

  it('should not list or count companies outside the permitted states', async () => {
    const answer = await page('', 'territory.broker');
    expect(answer.count).toBe(1);
    expect(names(answer)).toEqual(['Summit Plumbing']);
  });

  it('should not return the favorites of another user', async () => {
    expect(await page('', 'full.broker')).toEqual({ count: 0, favorites: [] });
  });

  it('should tell which companies are favorites, by id', async () => {
    const acme = muns('Acme Roofing LLC');
    const evergreen = muns('Evergreen Landscaping');
    const response = await ctx().injectAs('pc.broker', {
      url: `${lookup(5)}?muns=${acme},${evergreen},${acme}`,
    });
    const listed = (await page('?sort=name.asc')).favorites[0]!;
    expect(response.json()).toEqual({
      favorites: [{ id: listed.id, muns: acme }],
    });
    const theirs = await ctx().injectAs('full.broker', {
      url: `${lookup(5)}?muns=${acme}`,
    });
    expect(theirs.json()).toEqual({ favorites: [] });
  });

  it('should answer 400 naming the page size, the sort and the lookup list', async () => {
    const response = await ctx().injectAs('pc.broker', {
      url: `${list(5)}?pageSize=7&sort=zip.asc`,
    });
    expectAppError(response, {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: {
          pageSize: 'Page size is one of 5, 10, 25, 50',
          sort: 'Sort by name, city, state, created_at, then .asc or .desc',
        },
      },
      method: 'GET',
      path: list(5),
    });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await ctx().injectAs('pc.broker', {
      url: `${lookup(5)}?muns=${many}`,
    });
    expect(tooMany.json().extraData.fields).toEqual({
      muns: 'Look up at most 100 companies at once.',
    });
    const none = await ctx().injectAs('pc.broker', { url: lookup(5) });
    expect(none.json().extraData.fields).toEqual({
      muns: 'List the company ids to look up.',
    });
  });

  describe('access', () => {
    it('should answer 403 for a product the user does not hold', async () => {
      for (const [username, code] of [
        ['pc.broker', 7],
        ['eb.broker', 5],
      ] as const) {
        for (const path of [list(code), lookup(code)]) {
          const response = await ctx().injectAs(username, {
            url: `${path}?muns=1`,
          });
          expectAppError(response, {
            statusCode: 403,
            message: ERROR_TEXTS.FORBIDDEN,
            extraData: { code: 'FORBIDDEN' },
            method: 'GET',
            path,
          });
        }
      }
    });

    it('should answer 401 without a session', async () => {
      const response = await ctx().app.inject({ url: list(5) });
      expect(response.statusCode).toBe(401);
      expect(response.json().extraData.code).toBe('NOT_SIGNED_IN');
    });
  });
});
