import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessPlugin, type SessionLookup } from './access';
import { errorHandlerPlugin } from './error-handler';
import { SESSION_COOKIE } from './session-cookie';

const SECRET = 'a-secret-for-signing-test-cookies';

async function build(lookup: SessionLookup) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(cookie, { secret: SECRET });
  await app.register(accessPlugin, {
    resolveSession: async () => lookup,
    bearer: { resolve: async () => null, allows: () => false },
  });
  app.get('/api/open', { config: { access: 'public' } }, async () => ({
    ok: 1,
  }));
  app.get('/api/mine', { config: { access: 'user' } }, async (request) => ({
    user: request.auth?.userId,
  }));
  app.get(
    '/api/benefits',
    { config: { access: { module: 'eb' } } },
    async () => ({ ok: 1 }),
  );
  return app;
}

const signed = (app: { signCookie(value: string): string }) =>
  `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie('token'))}`;

const auth = {
  userId: 7,
  accountId: 1,
  sessionId: 'h',
  publicSessionId: 'p',
  products: { PC: 'All States' },
};

describe('access plugin', () => {
  it('should refuse to start with an /api route that declares no access', async () => {
    const app = await build({ auth: null, reason: 'none' });
    app.get('/api/forgotten', async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      'GET /api/forgotten declares no access',
    );
  });

  it('should let anyone call a public route', async () => {
    const app = await build({ auth: null, reason: 'none' });
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
  });

  it('should answer 401 with the session reason on a user route', async () => {
    const app = await build({ auth: null, reason: 'replaced' });
    const response = await app.inject({
      url: '/api/mine',
      headers: { cookie: signed(app) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().extraData).toEqual({
      code: 'NOT_SIGNED_IN',
      reason: 'replaced',
    });
  });

  it('should pass the signed-in user and check the module product', async () => {
    const app = await build({ auth });
    const cookie = signed(app);
    expect(
      (await app.inject({ url: '/api/mine', headers: { cookie } })).json(),
    ).toEqual({ user: 7 });
    const benefits = await app.inject({
      url: '/api/benefits',
      headers: { cookie },
    });
    expect(benefits.statusCode).toBe(403);
    expect(benefits.json().extraData).toEqual({ code: 'FORBIDDEN' });
  });

  it('should ignore an unsigned cookie', async () => {
    const app = await build({ auth });
    const response = await app.inject({
      url: '/api/mine',
      headers: { cookie: `${SESSION_COOKIE}=token` },
    });
    expect(response.statusCode).toBe(401);
  });
});
