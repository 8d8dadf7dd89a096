import {
  ERROR_TEXTS,
  type AlertSubscription,
  type FavoriteList,
} from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';

const bulk = (code: number | string) => `/api/v1/favorites/${code}/bulk`;
const list = (code: number) => `/api/v1/favorites/${code}?pageSize=50`;

describeEachDialect('POST /api/v1/favorites/:productCode/bulk', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
  }, 60_000);

  const addAll = (user: string, code: number | string, payload: object) =>
    ctx().injectAs(user, { method: 'POST', url: bulk(code), payload });
  const favorites = async (user: string, code: number) => {
    const response = await ctx().injectAs(user, { url: list(code) });
    return response.json<FavoriteList>().favorites;
  };
  const subscriptions = async (user: string, application: string) => {
    const response = await ctx().injectAs(user, {
      url: `/api/v1/alerts/subscriptions?application=${application}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{ items: AlertSubscription[] }>();
    return items.filter((item) => item.kind === 'favorite');
  };

  it('should add the companies, each subscribed to alerts, then count them as already favorites', async () => {
    const [acme, delta, zephyr] = [
      muns('Acme Roofing LLC'),
      muns('Delta Bakery Co'),
      muns('Zephyr Analytics'),
    ];
    const single = await ctx().injectAs('pc.broker', {
      method: 'POST',
      url: '/api/v1/favorites/5',
      payload: { muns: acme, comment: 'Keep me' },
    });
    expect(single.statusCode).toBe(201);
    const first = await addAll('pc.broker', 5, {
      muns: [acme, delta, zephyr, delta],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 2, already: 1 });
    const rows = await favorites('pc.broker', 5);
    expect(rows.map((f) => f.muns).sort()).toEqual(
      [acme, delta, zephyr].sort(),
    );
    expect(rows.find((f) => f.muns === acme)?.comment).toBe('Keep me');
    const subscribed = await subscriptions('pc.broker', 'PC');
    expect(subscribed.map((s) => [s.kind, s.muns]).sort()).toEqual(
      [acme, delta, zephyr].sort().map((m) => ['favorite', m]),
    );

    const again = await addAll('pc.broker', 5, { muns: [zephyr, delta] });
    expect(again.json()).toEqual({ added: 0, already: 2 });
    expect(await favorites('pc.broker', 5)).toHaveLength(3);
    expect(await subscriptions('pc.broker', 'PC')).toHaveLength(3);
  });

  it("should leave another user's favorites and each module's apart", async () => {
    const beacon = muns('Beacon Dental Group Inc');
    const response = await addAll('full.broker', 7, { muns: [beacon] });
    expect(response.json()).toEqual({ added: 1, already: 0 });
    expect(await favorites('full.broker', 5)).toEqual([]);
    expect((await favorites('pc.broker', 5)).map((f) => f.muns)).not.toContain(
      beacon,
    );
    expect(await favorites('eb.broker', 7)).toEqual([]);
  });

  it('should answer 403 for a product the user does not hold', async () => {
    const acme = muns('Acme Roofing LLC');
    expectAppError(await addAll('pc.broker', 7, { muns: [acme] }), {
      statusCode: 403,
      message: ERROR_TEXTS.FORBIDDEN,
      extraData: { code: 'FORBIDDEN' },
      method: 'POST',
      path: bulk(7),
    });
  });

  it('should add nothing, naming how many, when a company is outside the states or unknown', async () => {
    const [acme, cascade, summitAustin, summitDallas] = [
      muns('Acme Roofing LLC'),
      muns('Cascade Freight Lines Inc'),
      muns('Summit Plumbing', 'Austin'),
      muns('Summit Plumbing', 'Dallas'),
    ];
    expectAppError(
      await addAll('eb.broker', 7, {
        muns: [acme, cascade, summitAustin, summitDallas],
      }),
      {
        statusCode: 403,
        message:
          '3 companies are outside the states your subscription covers. Nothing was changed.',
        extraData: {
          code: 'COMPANY_OUTSIDE_STATES',
          muns: [cascade, summitAustin, summitDallas],
        },
        method: 'POST',
        path: bulk(7),
      },
    );
    expectAppError(
      await addAll('eb.broker', 7, { muns: [acme, '999999999'] }),
      {
        statusCode: 404,
        message: '1 company was not found. Nothing was changed.',
        extraData: { code: 'COMPANY_NOT_FOUND', muns: ['999999999'] },
        method: 'POST',
        path: bulk(7),
      },
    );
    expect(await favorites('eb.broker', 7)).toEqual([]);
    expect(await subscriptions('eb.broker', 'EB')).toEqual([]);
  });

  it('should answer 400 for no companies or too many', async () => {
    const invalid = (muns: string) => ({
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: { code: 'VALIDATION', fields: { muns } },
      method: 'POST',
      path: bulk(5),
    });
    expectAppError(
      await addAll('pc.broker', 5, { muns: [] }),
      invalid('Choose at least one company.'),
    );
    expectAppError(
      await addAll('pc.broker', 5, {
        muns: Array.from({ length: 501 }, (_, i) => String(i)),
      }),
      invalid('Add at most 500 companies to favorites at once.'),
    );
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: bulk(5),
      payload: { muns: ['1'] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().extraData.code).toBe('NOT_SIGNED_IN');
  });
});
