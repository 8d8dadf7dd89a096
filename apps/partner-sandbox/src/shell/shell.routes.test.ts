import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../app';
import type { SandboxState } from '../sandbox-state';
import { verifySsoToken } from '../sso/sso-token';

const SECRET = 'shell-test-secret-0123456789';

describe('the shell', () => {
  let app: FastifyInstance;
  let state: SandboxState;

  beforeAll(async () => {
    ({ app, state } = await buildSandboxApp({
      ssoSecret: SECRET,
      edgeUrl: 'http://127.0.0.1:9000',
    }));
  });
  afterAll(() => app.close());

  const login = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/shell/login',
      payload: new URLSearchParams({ username, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  async function signIn() {
    const response = await login('partner.broker', 'Broker2026!');
    expect(response.statusCode).toBe(303);
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  it('should show the sign-in form to a visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/shell' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<label for="username">User name</label>');
    expect(response.body).toContain('<label for="password">Password</label>');
    expect(response.body).toContain('name="viewport"');
  });

  it('should refuse a wrong password, an unknown user and a user who cannot sign in', async () => {
    for (const [user, password] of [
      ['partner.broker', 'wrong'],
      ['nobody', 'Broker2026!'],
      ['aaron.weber', 'Broker2026!'],
    ]) {
      const response = await login(user!, password!);
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Incorrect user name or password.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('should show the signed-in user the Open Edge button', async () => {
    const cookie = await signIn();
    const response = await app.inject({
      method: 'GET',
      url: '/shell',
      headers: { cookie },
    });
    expect(response.body).toContain('Welcome, Priya Raman');
    expect(response.body).toContain('Cobalt Partner Brokerage');
    expect(response.body).toContain('>Open Edge</button>');
  });

  it('should open Edge with a signed token that is exchanged once for the API token', async () => {
    const cookie = await signIn();
    const opened = await app.inject({
      method: 'POST',
      url: '/shell/open-edge',
      headers: { cookie },
    });
    expect(opened.statusCode).toBe(303);
    const target = new URL(String(opened.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(
      'http://127.0.0.1:9000/partner/sso',
    );
    const token = target.searchParams.get('token')!;
    const check = verifySsoToken(token, SECRET);
    expect(check.ok && check.claims).toMatchObject({
      sub: 'AU-1001-0001',
      username: 'partner.broker',
      agency_id: 'AG-1001',
    });

    const exchange = () =>
      app.inject({
        method: 'POST',
        url: '/sso/v1/exchange',
        payload: { token },
      });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    const { access_token } = first.json();
    const info = await app.inject({
      method: 'GET',
      url: '/userinfo',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(info.json().userName).toBe('partner.broker');
    const again = await exchange();
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe('SSO token refused (used)');
  });

  it('should refuse a forged token at the exchange', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sso/v1/exchange',
      payload: { token: 'eyJ.forged.token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('should send a visitor who is not signed in back to the form, and end the session on sign-out', async () => {
    const visitor = await app.inject({
      method: 'POST',
      url: '/shell/open-edge',
    });
    expect(visitor.headers.location).toBe('/shell');
    const cookie = await signIn();
    const session = state.shellSessions.get(cookie.split('=')[1]!)!;
    await app.inject({
      method: 'GET',
      url: '/shell/logout',
      headers: { cookie },
    });
    expect(state.tokens.userOf(session.apiToken)).toBeNull();
    const after = await app.inject({
      method: 'GET',
      url: '/shell',
      headers: { cookie },
    });
    expect(after.body).toContain('Sign in');
  });
});
