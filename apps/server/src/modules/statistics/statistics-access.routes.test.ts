import { ERROR_TEXTS, type StatisticsFigure } from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setAccountFlag } from '../feature-flags/index';

// Who may read the statistics: signed in, the account's statistics flag,
// the module's product, and states within the permitted ones.

const PATH = '/api/v1/statistics/pc/companies-by-state';

describeEachDialect('statistics access', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = (username: string, url: string) =>
    t.injectAs(username, { method: 'GET', url });
  const setFlag = async (username: string, value: boolean) => {
    const user = await t.db
      .selectFrom('users')
      .select('account_id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await setAccountFlag(t.db, {
      accountId: user.account_id,
      flag: 'statistics-enabled',
      value,
      changedBy: null,
    });
  };
  const forbidden = (url: string) => ({
    statusCode: 403,
    message: ERROR_TEXTS.FORBIDDEN,
    extraData: { code: 'FORBIDDEN' },
    method: 'GET',
    // The technical message names the path without its query.
    path: url.split('?')[0]!,
  });

  it('should answer 401 to a caller who is not signed in', async () => {
    const response = await t.app.inject({ url: PATH });
    expect(response.statusCode).toBe(401);
  });

  it("should answer 403 while the account's flag is off, and 200 once it is on", async () => {
    // pc.broker's account has statistics off (README, demo flags).
    expectAppError(await get('pc.broker', PATH), forbidden(PATH));
    // Off comes before the query is read.
    const bad = `${PATH}?states=XX`;
    expectAppError(await get('pc.broker', bad), forbidden(bad));
    await setFlag('pc.broker', true);
    try {
      const response = await get('pc.broker', PATH);
      expect(response.statusCode).toBe(200);
      expect(response.json<StatisticsFigure>().figure).toBe(
        'companies-by-state',
      );
    } finally {
      await setFlag('pc.broker', false);
    }
  });

  it('should answer 403 for a module the user does not hold, flag or not', async () => {
    await setFlag('pc.broker', true);
    try {
      const url = '/api/v1/statistics/eb/top-carriers';
      expectAppError(await get('pc.broker', url), forbidden(url));
    } finally {
      await setFlag('pc.broker', false);
    }
  });

  it('should refuse a named state outside the permitted states, and default to them', async () => {
    // trial.broker holds PC in TX and OK only.
    await setFlag('trial.broker', true);
    const outside = `${PATH}?states=TX,CA`;
    expectAppError(await get('trial.broker', outside), {
      statusCode: 403,
      message: 'Some of the states you chose are outside your subscription.',
      extraData: { code: 'STATES_OUTSIDE_SUBSCRIPTION', states: ['CA'] },
      method: 'GET',
      path: PATH,
    });
    const mine = await get('trial.broker', `${PATH}?states=OK`);
    expect(mine.json<StatisticsFigure>().states).toEqual(['OK']);
    const all = await get('trial.broker', PATH);
    expect(all.json<StatisticsFigure>().states.sort()).toEqual(['OK', 'TX']);
  });

  it('should answer 404 for a figure the module does not have', async () => {
    for (const url of [
      '/api/v1/statistics/pc/no-such-figure',
      // An EB figure asked of PC.
      '/api/v1/statistics/pc/top-carriers',
    ]) {
      expectAppError(await get('full.broker', url), {
        statusCode: 404,
        message: 'There is no such statistics figure.',
        extraData: { code: 'STATISTICS_FIGURE_NOT_FOUND' },
        method: 'GET',
        path: url,
      });
    }
    const module = await get('full.broker', '/api/v1/statistics/xx/top');
    expect(module.statusCode).toBe(404);
  });

  it('should answer 400 with the fields at fault for a bad query', async () => {
    for (const [query, field] of [
      ['states=TX,XX', 'states.1'],
      ['naics=2a', 'naics.0'],
      ['sizes=1-9,huge', 'sizes.1'],
      [`naics=${Array(61).fill('23').join(',')}`, 'naics'],
    ] as const) {
      const response = await get('full.broker', `${PATH}?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ extraData: { fields: object } }>();
      expect(Object.keys(body.extraData.fields), query).toContain(field);
    }
  });
});
