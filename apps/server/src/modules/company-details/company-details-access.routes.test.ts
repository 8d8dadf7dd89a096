import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useDetailsApp } from '../../testing/details';

// Who may read which company's details (SPEC §5, ARCHITECTURE §5).
const COMMERCIAL = [
  'osha/inspections',
  'osha/violations',
  'whd/cases',
  'dot/carriers',
];
const ALL = [...COMMERCIAL, 'addresses'];

const path = (muns: string, rest: string) =>
  `/api/v1/companies/${muns}/${rest}`;

const OUTSIDE_STATES = {
  statusCode: 403,
  message: 'This company is outside the states your subscription covers.',
  extraData: { code: 'COMPANY_OUTSIDE_STATES' },
};
const FORBIDDEN = {
  statusCode: 403,
  message: ERROR_TEXTS.FORBIDDEN,
  extraData: { code: 'FORBIDDEN' },
};

describeEachDialect('company details access', (dialect) => {
  const app = useDetailsApp(dialect);
  const { c } = app;
  const get = (user: string, muns: string, rest: string) =>
    app.get(path(muns, rest), user);

  it.each(ALL)('should answer 401 to %s without a session', async (rest) => {
    const response = await app.t().app.inject({ url: path(c.harbor, rest) });
    expectAppError(response, {
      statusCode: 401,
      message: ERROR_TEXTS.NOT_SIGNED_IN,
      extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
      method: 'GET',
      path: path(c.harbor, rest),
    });
  });

  it.each(COMMERCIAL)(
    'should answer 403 to %s for a user without PC',
    async (rest) => {
      expectAppError(await get('eb.broker', c.harbor, rest), {
        ...FORBIDDEN,
        method: 'GET',
        path: path(c.harbor, rest),
      });
    },
  );

  it.each(ALL)(
    "should answer 403 to %s for a company outside the user's states",
    async (rest) => {
      // territory.broker holds PC in PR, VI, GU, AS, MP and TX; Harbor is OH.
      expectAppError(await get('territory.broker', c.harbor, rest), {
        ...OUTSIDE_STATES,
        method: 'GET',
        path: path(c.harbor, rest),
      });
    },
  );

  it.each(ALL)(
    'should answer 200 to %s for a company in its states',
    async (rest) => {
      const response = await get('territory.broker', c.houston, rest);
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it.each(ALL)(
    'should answer 404 to %s for an unknown company',
    async (rest) => {
      expectAppError(await get('pc.broker', 'X404', rest), {
        statusCode: 404,
        message: 'Company not found.',
        extraData: { code: 'COMPANY_NOT_FOUND' },
        method: 'GET',
        path: path('X404', rest),
      });
    },
  );

  it('should answer 400 for a malformed company id', async () => {
    expectAppError(await get('pc.broker', 'a-b', 'whd/cases'), {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: { muns: 'A company id has letters and digits only' },
      },
      method: 'GET',
      path: path('a-b', 'whd/cases'),
    });
  });

  describe('addresses follow the module of the page', () => {
    it('should answer 403 for the PC page to a user without PC', async () => {
      expectAppError(await get('eb.broker', c.harbor, 'addresses?module=pc'), {
        ...FORBIDDEN,
        method: 'GET',
        path: path(c.harbor, 'addresses'),
      });
    });

    it("should answer 403 for the EB page outside the user's EB states", async () => {
      // eb.broker holds H-W in CA, OR, WA and NV.
      expectAppError(await get('eb.broker', c.harbor, 'addresses?module=eb'), {
        ...OUTSIDE_STATES,
        method: 'GET',
        path: path(c.harbor, 'addresses'),
      });
    });

    it('should answer 403 for the EB page to a user without H-W', async () => {
      expectAppError(await get('pc.broker', c.harbor, 'addresses?module=eb'), {
        ...FORBIDDEN,
        method: 'GET',
        path: path(c.harbor, 'addresses'),
      });
    });
  });
});
