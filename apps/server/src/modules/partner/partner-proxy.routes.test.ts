import { beforeEach, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { usePartnerApp } from '../../testing/partner-app';
import { PARTNER_ERRORS } from './partner.errors';

const BASE = '/api/v1/partner';
const USERS = `${BASE}/agencies/v2.0/agencyuser`;

const errorOf = (code: keyof typeof PARTNER_ERRORS, extra = {}) => ({
  ...PARTNER_ERRORS[code],
  extraData: { code, ...extra },
});

describeEachDialect('the partner proxy', (dialect) => {
  const ctx = usePartnerApp(dialect);
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.injectAs('partner.broker', { method: 'GET', url, headers });

  beforeEach(() => {
    ctx.clear();
    ctx.partnerUser = 'partner.broker';
  });

  it('should read every page of the enabled agency users, by last name', async () => {
    const response = await get(USERS);
    expect(response.statusCode, response.body).toBe(200);
    const { count, users } = response.json();
    const enabled = ctx
      .sandbox()
      .state.data.users.filter((u) => u.agencyId === 'AG-1001' && u.isEnabled);
    expect(enabled.length).toBeGreaterThan(100);
    expect(count).toBe(enabled.length);
    expect(users).toHaveLength(enabled.length);
    expect(users.every((u: { isEnabled: boolean }) => u.isEnabled)).toBe(true);
    const last = users.map((u: { lastName: string }) => u.lastName);
    expect(last).toEqual(
      [...last].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base' }),
      ),
    );
    // Two pages of 100, asked as SPEC §7 says.
    const asked = ctx.requests.map((r) =>
      Object.fromEntries(r.url.searchParams),
    );
    expect(asked).toEqual(
      [0, 100].map((skip) => ({
        $orderBy: 'lastName asc',
        $filter: 'isEnabled eq true',
        $skip: String(skip),
        $top: '100',
      })),
    );
  });

  it('should double a single quote of the name it filters on', async () => {
    const response = await get(
      `${USERS}?name=${encodeURIComponent("O'Connor")}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { users } = response.json();
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(user.lastName).toBe("O'Connor");
    expect(ctx.requests[0]!.url.searchParams.get('$filter')).toBe(
      "isEnabled eq true and contains(fullName,'O''Connor')",
    );
  });

  it('should answer the feature licence and the user info', async () => {
    const licence = await get(`${BASE}/licenses/v2.0/featurelicense`);
    expect(licence.json()).toEqual({
      agencyId: 'AG-1001',
      agencyName: 'Cobalt Partner Brokerage',
      has_ams: true,
      agency_users: true,
    });
    const info = await get(`${BASE}/userinfo`);
    expect(info.json()).toMatchObject({
      userName: 'partner.broker',
      agencyId: 'AG-1001',
    });
    expect(info.headers['cache-control']).toBe('no-store');
  });

  it('should send the bearer token and no-cache headers, and forward a valid X-Subcomponent', async () => {
    await get(`${BASE}/userinfo`, { 'x-subcomponent': 'EB' });
    await get(`${BASE}/userinfo`, { 'x-subcomponent': 'XX' });
    const [valid, invalid] = ctx.requests;
    expect(valid!.method).toBe('GET');
    expect(valid!.headers.get('authorization')).toMatch(/^Bearer \S+$/);
    expect(valid!.headers.get('cache-control')).toBe('no-cache');
    expect(valid!.headers.get('pragma')).toBe('no-cache');
    expect(valid!.headers.get('x-subcomponent')).toBe('EB');
    expect(invalid!.headers.has('x-subcomponent')).toBe(false);
  });

  it('should answer the contacts of the accounts named', async () => {
    const contacts = ctx.sandbox().state.data.contacts;
    const ids = [contacts[0]!.accountId, contacts.at(-1)!.accountId];
    const response = await get(
      `${BASE}/accounts/v2.0/accountcontact?accountId=${ids[0]}&accountId=${ids[1]}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const expected = contacts.filter((c) => ids.includes(c.accountId));
    expect(response.json().value).toEqual(expected);
    expect(ctx.requests[0]!.url.searchParams.get('$filter')).toBe(
      `accountId in ('${ids[0]}','${ids[1]}')`,
    );
  });

  it('should answer 405 to any method but GET', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const path = `${BASE}/userinfo`;
      const response = await ctx.injectAs('partner.broker', {
        method,
        url: path,
        payload: {},
      });
      expectAppError(response, {
        ...errorOf('METHOD_NOT_ALLOWED'),
        method,
        path,
      });
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    expect(ctx.requests).toEqual([]);
  });

  it('should refuse a user of another account type with 403', async () => {
    const path = `${BASE}/userinfo`;
    const response = await ctx.injectAs('full.broker', { url: path });
    expectAppError(response, {
      ...errorOf('PARTNER_ONLY'),
      method: 'GET',
      path,
    });
    expect(ctx.requests).toEqual([]);
  });

  it('should answer 401 when the session holds no partner credentials', async () => {
    ctx.partnerUser = null;
    const path = `${BASE}/userinfo`;
    expectAppError(await get(path), {
      ...errorOf('PARTNER_UNAUTHORIZED'),
      method: 'GET',
      path,
    });
    const signedOut = await ctx.t().app.inject({ url: path });
    expect(signedOut.statusCode).toBe(401);
  });
});
