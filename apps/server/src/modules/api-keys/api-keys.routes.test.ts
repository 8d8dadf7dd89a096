import type { ApiKeyCreated, ApiKeyList } from '@edge/contracts';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';
import { createApiKey } from './api-keys.service';

const BASE = '/api/v1/myaccount/api-keys';

describeEachDialect('API keys in My Account', (dialect) => {
  const ctx = useTestApp(dialect);

  const create = (username: string, name: unknown) =>
    ctx().injectAs(username, { method: 'POST', url: BASE, payload: { name } });
  const list = async (username: string) =>
    (await ctx().injectAs(username, { url: BASE })).json<ApiKeyList>();
  const revoke = (username: string, id: number) =>
    ctx().injectAs(username, { method: 'DELETE', url: `${BASE}/${id}` });

  it('should create a key, show its secret once and list it by prefix', async () => {
    const response = await create('pc.broker', '  Agency CRM  ');
    expect(response.statusCode).toBe(201);
    const { key, secret } = response.json<ApiKeyCreated>();
    expect(secret).toMatch(/^edge_[\w-]{43}$/);
    expect(key).toEqual({
      id: expect.any(Number),
      name: 'Agency CRM',
      prefix: `${secret.slice(0, 13)}…`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_used_at: null,
      revoked_at: null,
    });
    expect((await list('pc.broker')).keys).toEqual([key]);
    expect(JSON.stringify(await list('pc.broker'))).not.toContain(secret);
  });

  it('should store a hash of the secret, never the secret', async () => {
    const { key, secret } = (
      await create('pc.broker', 'Stored')
    ).json<ApiKeyCreated>();
    const row = await ctx()
      .db.selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(Object.values(row)).not.toContain(secret);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.prefix).toBe(secret.slice(0, 13));
  });

  it('should refuse a missing or too long name with the field named', async () => {
    for (const name of ['   ', 'x'.repeat(81)]) {
      const response = await create('pc.broker', name);
      expect(response.statusCode).toBe(400);
      expect(response.json().extraData.fields).toHaveProperty('name');
    }
  });

  it("should revoke a key, keep it listed and answer 404 for a key not the user's", async () => {
    const { key } = (
      await create('eb.broker', 'To revoke')
    ).json<ApiKeyCreated>();
    const other = await revoke('pc.broker', key.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().extraData).toEqual({ code: 'API_KEY_NOT_FOUND' });
    expect(await revoke('corp.admin', key.id)).toMatchObject({
      statusCode: 404,
    });
    expect((await revoke('eb.broker', key.id)).statusCode).toBe(204);
    const [listed] = (await list('eb.broker')).keys;
    expect(listed).toMatchObject({
      id: key.id,
      revoked_at: expect.any(String),
    });
    expect((await revoke('eb.broker', 999_999)).statusCode).toBe(404);
  });

  it('should hold at most ten live keys per user, even created at once', async () => {
    const cookie = await ctx().login('agency.user');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx().app.inject({
          method: 'POST',
          url: BASE,
          headers: { cookie },
          payload: { name: `Key ${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().extraData).toEqual({ code: 'API_KEY_LIMIT_REACHED' });
    const [first] = (await list('agency.user')).keys;
    await revoke('agency.user', first!.id);
    expect((await create('agency.user', 'After revoking')).statusCode).toBe(
      201,
    );
  });

  it('should give partner-platform users no keys', async () => {
    const user = await ctx()
      .db.selectFrom('users')
      .select(['id', 'account_id'])
      .where('username', '=', 'partner.broker')
      .executeTakeFirstOrThrow();
    await expect(
      createApiKey(
        ctx().db,
        { userId: user.id, accountId: user.account_id },
        'x',
      ),
    ).rejects.toMatchObject({
      statusCode: 403,
      extraData: { code: 'API_KEYS_NOT_OFFERED' },
    });
  });

  it('should not open the key routes to a key itself', async () => {
    const { secret } = (
      await create('full.broker', 'Self')
    ).json<ApiKeyCreated>();
    const response = await ctx().app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: `Bearer ${secret}` },
      payload: { name: 'Another' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().extraData).toEqual({ code: 'API_KEY_READ_ONLY' });
  });
});
