import { expect, it } from 'vitest';
import { expectAppError } from '../testing/app-error';
import { describeEachDialect } from '../testing/each-dialect';
import { sessionCookie, useTestApp } from '../testing/test-app';

const EVIL = 'https://evil.example';
const SAVE = '/api/v1/searches/save';
const form = 'application/x-www-form-urlencoded';
const refused = (method: string, path: string) => ({
  statusCode: 403,
  message: 'This request came from another site and was refused.',
  extraData: { code: 'CROSS_SITE_REQUEST' },
  method,
  path,
});

describeEachDialect('cross-site requests', (dialect) => {
  const ctx = useTestApp(dialect, { PUBLIC_URL: 'https://edge.example.com' });
  const signIn = async (username: string) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password: 'Broker2026!' },
    });
    return sessionCookie(response);
  };
  const savedCount = async (cookie: string) =>
    (
      await ctx().app.inject({
        url: '/api/v1/searches/all/5',
        headers: { cookie },
      })
    ).json().count as number;

  it('should refuse a form post from another site with the user cookie, and save nothing', async () => {
    const cookie = await signIn('pc.broker');
    const before = await savedCount(cookie);
    const response = await ctx().app.inject({
      method: 'POST',
      url: SAVE,
      payload: 'searchName=Owned&record_id=5',
      headers: { cookie, origin: EVIL, 'content-type': form },
    });
    expectAppError(response, refused('POST', SAVE));
    const fetchMetadata = await ctx().app.inject({
      method: 'POST',
      url: SAVE,
      payload: { searchName: 'Owned', record_id: 5 },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
    const sibling = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/favorites/import',
      payload: '--x--',
      headers: {
        cookie,
        'sec-fetch-site': 'same-site',
        'content-type': 'multipart/form-data; boundary=x',
      },
    });
    expect(sibling.statusCode).toBe(403);
    expect(await savedCount(cookie)).toBe(before);
  });

  it('should take form fields only on login and forgot password', async () => {
    const cookie = await signIn('pc.broker');
    const response = await ctx().app.inject({
      method: 'POST',
      url: SAVE,
      payload: 'searchName=Mine&record_id=5',
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        'content-type': form,
      },
    });
    expectAppError(response, {
      statusCode: 415,
      message: 'Send this request as JSON.',
      extraData: { code: 'FORM_NOT_ACCEPTED' },
      method: 'POST',
      path: SAVE,
    });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'username=eb.broker&password=Broker2026!',
      headers: { 'content-type': form, origin: 'https://edge.example.com' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('should refuse a login form posted from another site', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'username=eb.broker&password=Broker2026!',
      headers: { 'content-type': form, origin: EVIL },
    });
    expectAppError(response, refused('POST', '/api/v1/auth/login'));
    expect(response.cookies).toEqual([]);
  });

  it('should not sign out through a link on another site, but through the app', async () => {
    const cookie = await signIn('full.broker');
    const logout = (headers: Record<string, string>) =>
      ctx().app.inject({
        url: '/api/v1/auth/logout',
        headers: { cookie, ...headers },
      });
    const ping = () =>
      ctx().app.inject({ url: '/api/v1/auth/ping', headers: { cookie } });
    expectAppError(
      await logout({ 'sec-fetch-site': 'cross-site' }),
      refused('GET', '/api/v1/auth/logout'),
    );
    expect((await logout({ referer: `${EVIL}/page` })).statusCode).toBe(403);
    expect((await ping()).statusCode).toBe(200);
    const own = await logout({ 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    expect((await ping()).statusCode).toBe(401);
  });

  it('should accept same-origin and non-browser requests', async () => {
    const cookie = await signIn('eb.broker');
    const sameHost = await ctx().app.inject({
      url: '/api/v1/auth/logout',
      headers: { cookie, referer: 'http://localhost:80/edge/eb' },
    });
    expect(sameHost.statusCode).toBe(200);
    // Behind a proxy the Host may differ; PUBLIC_URL is the app's origin.
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'eb.broker', password: 'Broker2026!' },
      headers: { origin: 'https://edge.example.com', host: 'app-1:8080' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('should mark every API answer no-store', async () => {
    const cookie = await signIn('pc.broker');
    const data = await ctx().app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie },
    });
    expect(data.headers['cache-control']).toBe('no-store');
    const missing = await ctx().app.inject({ url: '/api/nope' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
