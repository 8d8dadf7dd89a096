import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId } from '../../testing/test-db';
import { useTestApp } from '../../testing/test-app';
import { insertSavedSearch } from './saved-searches.repository';

const list = (productCode: number | string) =>
  `/api/v1/searches/all/${productCode}`;

describeEachDialect('GET /api/v1/searches/all/:productCode', (dialect) => {
  const ctx = useTestApp(dialect);
  const get = (username: string, productCode: number | string) =>
    ctx().injectAs(username, { url: list(productCode) });

  it("should list the user's saved searches of the module, newest first, with the malformed one marked", async () => {
    const response = await get('pc.broker', 5);
    expect(response.statusCode).toBe(200);
    const { count, saved_searches } = response.json();
    expect(count).toBe(3);
    expect(
      saved_searches.map((s: { searchName: string; malformed: boolean }) => [
        s.searchName,
        s.malformed,
      ]),
    ).toEqual([
      ['Texas contractors, 50 to 500 employees', false],
      ['Trucking fleets with OSHA violations', false],
      ['Old search (needs review)', true],
    ]);
    expect(saved_searches[0]).toEqual({
      id: expect.any(Number),
      searchName: 'Texas contractors, 50 to 500 employees',
      record_id: 5,
      content: {
        webappSearchCriteria: expect.objectContaining({
          locationSearch: expect.objectContaining({ states: ['TX'] }),
        }),
      },
      malformed: false,
    });
    // A malformed search comes back as it was stored.
    expect(saved_searches[2].content).toEqual({
      webappSearchCriteria: { locationSearch: { states: ['TX', 'ZZ'] } },
    });
  });

  it("should list only the module's searches and none of another user", async () => {
    const eb = (await get('eb.broker', 7)).json();
    expect(eb.count).toBe(1);
    expect(eb.saved_searches[0]).toMatchObject({
      searchName: 'West Coast health plans renewing in Q1',
      record_id: 7,
      malformed: false,
    });
    expect((await get('full.broker', 5)).json()).toEqual({
      count: 0,
      saved_searches: [],
    });
  });

  it('should mark content that is not JSON or not of the module as malformed', async () => {
    const { db } = ctx();
    const userId = await demoUserId(db, 'ent.admin');
    const at = new Date().toISOString();
    const row = (name: string, productCode: number, content: string) => ({
      user_id: userId,
      product_code: productCode,
      search_name: name,
      search_name_key: name.toLowerCase(),
      content,
      created_at: at,
      updated_at: at,
    });
    await insertSavedSearch(db, row('Damaged', 7, '{"webappSearch'));
    await insertSavedSearch(db, row('No criteria', 7, '{"other":1}'));
    await insertSavedSearch(
      db,
      row('PC criteria', 7, '{"webappSearchCriteria":{"scopes":[]}}'),
    );
    const { saved_searches } = (await get('ent.admin', 7)).json();
    expect(
      saved_searches.map(
        (s: { searchName: string; malformed: boolean; content: unknown }) => [
          s.searchName,
          s.malformed,
          s.content,
        ],
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Damaged', true, { webappSearchCriteria: null }],
        ['No criteria', true, { webappSearchCriteria: null }],
        ['PC criteria', true, { webappSearchCriteria: { scopes: [] } }],
      ]),
    );
  });

  it('should answer 403 for a module the user does not hold', async () => {
    for (const [username, productCode] of [
      ['eb.broker', 5],
      ['pc.broker', 7],
    ] as const) {
      expectAppError(await get(username, productCode), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path: list(productCode),
      });
    }
  });

  it('should answer 400 naming productCode for an unknown product code', async () => {
    for (const productCode of ['9', 'abc']) {
      expectAppError(await get('full.broker', productCode), {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: {
            productCode:
              'Unknown product code: use 5 (Commercial Lines) or 7 (Benefits).',
          },
        },
        method: 'GET',
        path: list(productCode),
      });
    }
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: list(5) });
    expect(response.statusCode).toBe(401);
  });
});
