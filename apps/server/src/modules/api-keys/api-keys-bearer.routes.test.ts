import type { ApiKeyCreated, ApiKeyList } from '@edge/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp, type TestApp } from '../../testing/test-app';

const BASE = '/api/v1/myaccount/api-keys';
const noDates = { activityDateRange: { minDate: null } };

async function newKey(t: TestApp, username: string): Promise<ApiKeyCreated> {
  const response = await t.injectAs(username, {
    method: 'POST',
    url: BASE,
    payload: { name: 'Tool' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<ApiKeyCreated>();
}

const withKey = (t: TestApp, secret: string, options: InjectOptions) =>
  t.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${secret}` },
  });

describeEachDialect('API key calls', (dialect) => {
  const ctx = useTestApp(dialect, { DEMO_COMPANIES: '300' });
  let territory: ApiKeyCreated;
  beforeAll(async () => {
    territory = await newKey(ctx(), 'territory.broker');
  }, 120_000);

  const search = (secret: string, path: string, body: object) =>
    withKey(ctx(), secret, {
      method: 'POST',
      url: `/api/v1/search/${path}`,
      payload: body,
    });
  const bySession = (username: string, path: string, body: object) =>
    ctx().injectAs(username, {
      method: 'POST',
      url: `/api/v1/search/${path}`,
      payload: body,
    });

  it("should search as the key's user, within that user's states", async () => {
    for (const criteria of [
      noDates,
      { ...noDates, locationSearch: { states: ['CA'] } },
    ]) {
      const withTheKey = await search(territory.secret, 'pnc/count', {
        criteria,
      });
      expect(withTheKey.statusCode).toBe(200);
      const session = await bySession('territory.broker', 'pnc/count', {
        criteria,
      });
      expect(withTheKey.json()).toEqual(session.json());
    }
    const outside = await search(territory.secret, 'pnc/count', {
      criteria: { ...noDates, locationSearch: { states: ['CA'] } },
    });
    expect(outside.json()).toEqual({ total: 0 });
    const hits = await search(territory.secret, 'pnc', {
      criteria: noDates,
      pageSize: 50,
    });
    const states = hits.json<{ hits: { state: string }[] }>().hits;
    expect(states.length).toBeGreaterThan(0);
    expect(
      states.every((h) =>
        ['PR', 'VI', 'GU', 'AS', 'MP', 'TX'].includes(h.state),
      ),
    ).toBe(true);
  });

  it("should refuse a module the key's user does not hold, as for a session", async () => {
    const eb = await newKey(ctx(), 'eb.broker');
    const answer = await search(eb.secret, 'pnc/count', { criteria: noDates });
    const session = await bySession('eb.broker', 'pnc/count', {
      criteria: noDates,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().extraData).toEqual(session.json().extraData);
  });

  it('should set no cookie and need no same-site origin', async () => {
    const answer = await search(territory.secret, 'pnc/count', {
      criteria: noDates,
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const fromElsewhere = await withKey(ctx(), territory.secret, {
      method: 'POST',
      url: '/api/v1/search/pnc/count',
      headers: { origin: 'https://elsewhere.example' },
      payload: { criteria: noDates },
    });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('should read exports and a company, and note the last use', async () => {
    expect(
      (
        await withKey(ctx(), territory.secret, {
          url: '/api/v1/exports?module=pc',
        })
      ).statusCode,
    ).toBe(200);
    const [hit] = (
      await search(territory.secret, 'pnc', { criteria: noDates, pageSize: 50 })
    ).json<{ hits: { muns: string }[] }>().hits;
    const company = await withKey(ctx(), territory.secret, {
      url: `/api/v1/companies/${hit!.muns}`,
    });
    expect(company.statusCode).toBe(200);
    const { keys } = (
      await ctx().injectAs('territory.broker', { url: BASE })
    ).json<ApiKeyList>();
    expect(keys[0]!.last_used_at).toEqual(expect.any(String));
  });

  it("should read the user's pipeline and renewal calendar but not set a stage", async () => {
    const [hit] = (
      await search(territory.secret, 'pnc', { criteria: noDates, pageSize: 50 })
    ).json<{ hits: { muns: string }[] }>().hits;
    const path = `/api/v1/pipeline/pc/companies/${hit!.muns}`;
    const set = await ctx().injectAs('territory.broker', {
      method: 'PUT',
      url: path,
      payload: { stage: 'contacted' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const one = await withKey(ctx(), territory.secret, { url: path });
    expect(one.json()).toMatchObject({ muns: hit!.muns, stage: 'contacted' });
    const board = await withKey(ctx(), territory.secret, {
      url: '/api/v1/pipeline/pc',
    });
    expect(board.statusCode).toBe(200);
    const bulk = await withKey(ctx(), territory.secret, {
      method: 'POST',
      url: '/api/v1/pipeline/pc/stages',
      payload: { muns: [hit!.muns] },
    });
    expect(bulk.json().stages).toHaveLength(1);
    const calendar = await withKey(ctx(), territory.secret, {
      url: '/api/v1/renewals/pc',
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const change = await withKey(ctx(), territory.secret, {
      method: 'PUT',
      url: path,
      payload: { stage: 'won' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().extraData).toEqual({ code: 'API_KEY_READ_ONLY' });
  });

  it('should answer 403 on a route that writes', async () => {
    for (const options of [
      { method: 'PUT', url: '/api/v1/myaccount/profile', payload: {} },
      { method: 'GET', url: '/api/v1/auth/logout' },
      { method: 'POST', url: '/api/v1/auth/login', payload: {} },
    ] as const) {
      const answer = await withKey(ctx(), territory.secret, options);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().extraData).toEqual({ code: 'API_KEY_READ_ONLY' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('should answer 401 for an unknown or revoked key', async () => {
    const unknown = await search('edge_made-up', 'pnc/count', {
      criteria: noDates,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().extraData).toEqual({ code: 'API_KEY_INVALID' });
    const revoked = await newKey(ctx(), 'full.broker');
    await ctx().injectAs('full.broker', {
      method: 'DELETE',
      url: `${BASE}/${revoked.key.id}`,
    });
    const answer = await search(revoked.secret, 'pnc/count', {
      criteria: noDates,
    });
    expect(answer.statusCode).toBe(401);
  });
});

describeEachDialect('API key rate limit', (dialect) => {
  const ctx = useTestApp(dialect, { API_KEY_RATE_LIMIT_PER_MINUTE: '5' });

  it('should answer 429 with Retry-After past the limit, even at once', async () => {
    const { secret } = await newKey(ctx(), 'pc.broker');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        withKey(ctx(), secret, { url: '/api/v1/exports?module=pc' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited).toHaveLength(3);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]!.json().extraData).toEqual({ code: 'TOO_MANY_REQUESTS' });
    // The user's session keeps its own, larger limit.
    const session = await ctx().injectAs('pc.broker', {
      url: '/api/v1/exports?module=pc',
    });
    expect(session.statusCode).toBe(200);
  });
});

describeEachDialect('API keys in the OpenAPI document', (dialect) => {
  const ctx = useTestApp(dialect);

  it('should declare the bearer scheme on the read-only routes only', async () => {
    const doc = (await ctx().app.inject({ url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { scheme?: string }> };
      paths: Record<
        string,
        Record<string, { security?: unknown; description?: string }>
      >;
    }>();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      scheme: 'bearer',
    });
    const count = doc.paths['/api/v1/search/pnc/count']!.post!;
    expect(count.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(count.description).toContain('Authorization: Bearer');
    expect(doc.paths['/api/v1/companies/{muns}']!.get!.security).toBeDefined();
    expect(doc.paths[BASE]!.post!.security).toBeUndefined();
    expect(
      doc.paths['/api/v1/myaccount/profile']!.put!.security,
    ).toBeUndefined();
  });
});
