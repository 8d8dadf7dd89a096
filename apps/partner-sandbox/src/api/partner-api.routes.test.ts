import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../app';
import type { SandboxState } from '../sandbox-state';

describe('the partner API', () => {
  let app: FastifyInstance;
  let state: SandboxState;
  let headers: { authorization: string };

  beforeAll(async () => {
    ({ app, state } = await buildSandboxApp({
      ssoSecret: 'a-test-secret-of-some-length',
      edgeUrl: 'http://127.0.0.1:9000',
    }));
    headers = {
      authorization: `Bearer ${state.issueApiToken('partner.broker')}`,
    };
  });
  afterAll(() => app.close());

  const get = async (url: string, query: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, query, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it("should answer the user's info with Edge's partner flags", async () => {
    expect((await get('/userinfo')).body).toEqual({
      userId: 'AU-1001-0001',
      userName: 'partner.broker',
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'partner.broker@cobalt-agency.example',
      agencyId: 'AG-1001',
      agencyName: 'Cobalt Partner Brokerage',
      zywave_eb_broker_search: '0',
      zywave_is_premium_contacts: '0',
    });
  });

  it("should answer the agency's feature licence", async () => {
    expect((await get('/licenses/v2.0/featurelicense')).body).toEqual({
      '@odata.count': 1,
      value: [
        {
          agencyId: 'AG-1001',
          agencyName: 'Cobalt Partner Brokerage',
          has_ams: true,
          agency_users: true,
        },
      ],
    });
  });

  it('should match a demo company by name, address line or phone and say why', async () => {
    const entry = state.data.truth.find(
      (e) => e.variant.phone === 'eleven-digits',
    )!;
    const account = state.data.accounts.find((a) => a.id === entry.accountId)!;
    const ten = account.phone!.slice(1);
    const formatted = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
    const filter = [
      `name eq '${account.name.toUpperCase().replace(/'/g, "''")}'`,
      `phone eq '${formatted}'`,
      `phone eq '1${ten}'`,
    ].join(' or ');
    const { status, body } = await get('/accounts/v2.0/account/matches', {
      $filter: filter,
    });
    expect(status).toBe(200);
    const found = body.value.find((a: { id: string }) => a.id === account.id);
    expect(found).toMatchObject({
      ownerId: account.ownerId,
      matchedOn: ['name', 'phone'],
    });
  });

  it('should find a name with a quote through a doubled quote', async () => {
    const { body } = await get('/accounts/v2.0/account/matches', {
      $filter: "contains(name,'''')",
    });
    const quoted = state.data.accounts.filter((a) => a.name.includes("'"));
    expect(quoted.length).toBeGreaterThan(0);
    expect(body['@odata.count']).toBe(quoted.length);
  });

  it('should match on msid and on address line', async () => {
    const account = state.data.accounts[3]!;
    const { body } = await get('/accounts/v2.0/account/matches', {
      $filter: `msid eq 'M-1' or addressLine1 eq '  ${account.addressLine1.toLowerCase()} '`,
    });
    expect(body.value.map((a: { id: string }) => a.id)).toContain(account.id);
    expect(body.value[0].matchedOn).toEqual(['addressLine1']);
  });

  it('should answer the contacts of the accounts named by accountId in (...)', async () => {
    const [a, b] = state.data.accounts;
    const { body } = await get('/accounts/v2.0/accountcontact', {
      $filter: `accountId in ('${a!.id}','${b!.id}')`,
      $orderBy: 'accountId asc, lastName asc',
    });
    const expected = state.data.contacts.filter(
      (c) => c.accountId === a!.id || c.accountId === b!.id,
    );
    expect(body['@odata.count']).toBe(expected.length);
    expect(new Set(body.value.map((c: { id: string }) => c.id))).toEqual(
      new Set(expected.map((c) => c.id)),
    );
  });

  it('should show a user without the AMS no accounts of another agency', async () => {
    const other = {
      authorization: `Bearer ${state.issueApiToken('juniper.broker')}`,
    };
    const response = await app.inject({
      method: 'GET',
      url: '/accounts/v2.0/account/matches',
      headers: other,
    });
    expect(response.json()).toEqual({ '@odata.count': 0, value: [] });
    const licence = await app.inject({
      method: 'GET',
      url: '/licenses/v2.0/featurelicense',
      headers: other,
    });
    expect(licence.json().value[0].has_ams).toBe(false);
    const info = await app.inject({
      method: 'GET',
      url: '/userinfo',
      headers: other,
    });
    expect(info.json()).toMatchObject({
      zywave_eb_broker_search: '1',
      zywave_is_premium_contacts: '1',
    });
  });
});
