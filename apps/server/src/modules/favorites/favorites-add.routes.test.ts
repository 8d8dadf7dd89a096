import { ERROR_TEXTS, type Favorite } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';

const list = (code: number | string) => `/api/v1/favorites/${code}`;

describeEachDialect('POST /api/v1/favorites/:productCode', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
  }, 60_000);

  const add = (username: string, code: number | string, payload: object) =>
    ctx().injectAs(username, { method: 'POST', url: list(code), payload });

  it('should add a company with its comment, then answer the same favorite', async () => {
    const acme = muns('Acme Roofing LLC');
    const first = await add('pc.broker', 5, {
      muns: acme,
      comment: '  Call in May ',
    });
    expect(first.statusCode).toBe(201);
    const favorite = first.json<Favorite>();
    expect(favorite).toEqual({
      id: expect.any(Number),
      muns: acme,
      entity_name: 'Acme Roofing LLC',
      city: 'Sacramento',
      state: 'CA',
      comment: 'Call in May',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const again = await add('pc.broker', 5, { muns: acme, comment: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(favorite);
    const listed = await ctx().injectAs('pc.broker', { url: list(5) });
    expect(listed.json()).toEqual({ count: 1, favorites: [favorite] });
  });

  it('should keep the favorites of each module apart', async () => {
    const beacon = muns('Beacon Dental Group Inc');
    expect(
      (await add('full.broker', 7, { muns: beacon })).json(),
    ).toMatchObject({ muns: beacon, comment: null });
    const pc = await ctx().injectAs('full.broker', { url: list(5) });
    expect(pc.json()).toEqual({ count: 0, favorites: [] });
  });

  it('should answer 403 for a product the user does not hold', async () => {
    const forbidden = {
      statusCode: 403,
      message: ERROR_TEXTS.FORBIDDEN,
      extraData: { code: 'FORBIDDEN' },
      method: 'POST',
    };
    const acme = muns('Acme Roofing LLC');
    expectAppError(await add('pc.broker', 7, { muns: acme }), {
      ...forbidden,
      path: list(7),
    });
    expectAppError(await add('eb.broker', 5, { muns: acme }), {
      ...forbidden,
      path: list(5),
    });
  });

  it('should answer 403 for a company outside the permitted states and 404 for an unknown one', async () => {
    expectAppError(
      await add('eb.broker', 7, { muns: muns('Cascade Freight Lines Inc') }),
      {
        statusCode: 403,
        message: 'This company is outside the states your subscription covers.',
        extraData: { code: 'COMPANY_OUTSIDE_STATES' },
        method: 'POST',
        path: list(7),
      },
    );
    expectAppError(await add('pc.broker', 5, { muns: '999999999' }), {
      statusCode: 404,
      message: 'Company not found.',
      extraData: { code: 'COMPANY_NOT_FOUND' },
      method: 'POST',
      path: list(5),
    });
    const listed = await ctx().injectAs('eb.broker', { url: list(7) });
    expect(listed.json()).toEqual({ count: 0, favorites: [] });
  });

  it('should answer 400 naming the product code, the muns and the comment', async () => {
    const invalid = (fields: Record<string, unknown>, path: string) => ({
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: { code: 'VALIDATION', fields },
      method: 'POST',
      path,
    });
    expectAppError(
      await add('pc.broker', 6, { muns: muns('Acme Roofing LLC') }),
      invalid(
        {
          productCode:
            'Unknown product code: use 5 (Commercial Lines) or 7 (Benefits).',
        },
        list(6),
      ),
    );
    expectAppError(
      await add('pc.broker', 5, { comment: 'x'.repeat(1001) }),
      invalid(
        {
          muns: 'This field is required.',
          comment: 'A comment has at most 1,000 characters.',
        },
        list(5),
      ),
    );
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: list(5),
      payload: { muns: '1' },
    });
    expectAppError(response, {
      statusCode: 401,
      message: ERROR_TEXTS.NOT_SIGNED_IN,
      extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
      method: 'POST',
      path: list(5),
    });
  });
});
