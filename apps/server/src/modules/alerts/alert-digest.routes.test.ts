import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId } from '../../testing/test-db';
import { useTestApp } from '../../testing/test-app';
import { unsubscribeToken } from './digest/unsubscribe-token';

const DIGEST = '/api/v1/alerts/digest';
const UNSUBSCRIBE = `${DIGEST}/unsubscribe`;
const ONE_CLICK = `${UNSUBSCRIBE}/one-click`;
const INVALID_LINK =
  'This unsubscribe link is not valid. Sign in to Edge to turn the daily alert mail off.';

describeEachDialect('alert digest settings', (dialect) => {
  const ctx = useTestApp(dialect, {
    ALERT_DIGEST_HOUR: '18',
    PUBLIC_URL: 'https://edge.example.com',
  });
  const settingsOf = async (username: string) =>
    (await ctx().injectAs(username, { url: DIGEST })).json();
  const tokenOf = async (username: string) =>
    unsubscribeToken(
      ctx().config.sessionSecret,
      await demoUserId(ctx().db, username),
    );

  it('should be on by default at the configured hour, and turn off and on', async () => {
    expect(await settingsOf('pc.broker')).toEqual({ enabled: true, hour: 18 });
    const off = await ctx().injectAs('pc.broker', {
      method: 'PUT',
      url: DIGEST,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, hour: 18 });
    expect(await settingsOf('pc.broker')).toEqual({ enabled: false, hour: 18 });
    // Another user's setting is their own.
    expect(await settingsOf('eb.broker')).toEqual({ enabled: true, hour: 18 });
    await ctx().injectAs('pc.broker', {
      method: 'PUT',
      url: DIGEST,
      payload: { enabled: true },
    });
    expect(await settingsOf('pc.broker')).toEqual({ enabled: true, hour: 18 });
  });

  it('should keep the hour a user chose, with the mail on or off', async () => {
    const put = (payload: object) =>
      ctx().injectAs('agency.owner', { method: 'PUT', url: DIGEST, payload });
    expect((await put({ enabled: true, hour: 7 })).json()).toEqual({
      enabled: true,
      hour: 7,
    });
    expect((await put({ enabled: false })).json()).toEqual({
      enabled: false,
      hour: 7,
    });
    expect(await settingsOf('agency.owner')).toEqual({
      enabled: false,
      hour: 7,
    });
    const bad = await put({ enabled: true, hour: 24 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().extraData.fields).toEqual({
      hour: 'Choose an hour from 0 to 23.',
    });
  });

  it('should answer 400 naming the field of a bad body', async () => {
    expectAppError(
      await ctx().injectAs('pc.broker', {
        method: 'PUT',
        url: DIGEST,
        payload: { enabled: 'yes' },
      }),
      {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { enabled: expect.any(String) },
        },
        method: 'PUT',
        path: DIGEST,
      },
    );
  });

  it('should answer 401 without a session', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { enabled: false }],
    ] as const) {
      expectAppError(await ctx().app.inject({ method, url: DIGEST, payload }), {
        statusCode: 401,
        message: ERROR_TEXTS.NOT_SIGNED_IN,
        extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
        method,
        path: DIGEST,
      });
    }
  });

  it('should turn the mail off from the signed link, without a session', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: UNSUBSCRIBE,
      payload: { token: await tokenOf('full.broker') },
      // The unsubscribe page of the app posts it: same origin.
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ enabled: false, hour: 18 });
    expect(await settingsOf('full.broker')).toEqual({
      enabled: false,
      hour: 18,
    });
  });

  it('should refuse a tampered or foreign token with 400 and change nothing', async () => {
    const token = await tokenOf('eb.broker');
    const otherUser = await demoUserId(ctx().db, 'pc.broker');
    for (const bad of [
      `${otherUser}.${token.split('.')[1]}`,
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      unsubscribeToken('another-secret-of-another-server', otherUser),
    ]) {
      expectAppError(
        await ctx().app.inject({
          method: 'POST',
          url: UNSUBSCRIBE,
          payload: { token: bad },
        }),
        {
          statusCode: 400,
          message: INVALID_LINK,
          extraData: { code: 'DIGEST_UNSUBSCRIBE_INVALID' },
          method: 'POST',
          path: UNSUBSCRIBE,
        },
      );
    }
    expect(await settingsOf('eb.broker')).toEqual({ enabled: true, hour: 18 });
    expect(await settingsOf('pc.broker')).toEqual({ enabled: true, hour: 18 });
  });

  it('should take the mail provider one-click form post from another site', async () => {
    const token = await tokenOf('agency.user');
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${ONE_CLICK}?token=${encodeURIComponent(token)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ enabled: false, hour: 18 });
    expect(await settingsOf('agency.user')).toEqual({
      enabled: false,
      hour: 18,
    });
  });

  it('should take the one-click post as multipart form data too', async () => {
    const token = await tokenOf('trial.broker');
    const boundary = 'xYzZY';
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${ONE_CLICK}?token=${encodeURIComponent(token)}`,
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await settingsOf('trial.broker')).toEqual({
      enabled: false,
      hour: 18,
    });
  });

  it('should refuse a one-click post without its body or with a bad token', async () => {
    const token = await tokenOf('ent.admin');
    const noBody = await ctx().app.inject({
      method: 'POST',
      url: `${ONE_CLICK}?token=${encodeURIComponent(token)}`,
      payload: 'something=else',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noBody.statusCode).toBe(400);
    const badToken = await ctx().app.inject({
      method: 'POST',
      url: `${ONE_CLICK}?token=${encodeURIComponent(token)}x`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().message).toBe(INVALID_LINK);
    expect(await settingsOf('ent.admin')).toEqual({ enabled: true, hour: 18 });
  });

  it('should still refuse a cross-site post to the settings', async () => {
    const response = await ctx().injectAs('ent.group', {
      method: 'PUT',
      url: DIGEST,
      payload: { enabled: false },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(await settingsOf('ent.group')).toEqual({ enabled: true, hour: 18 });
  });

  it('should document the digest calls under the alerts tag', async () => {
    const doc = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      [DIGEST, 'get'],
      [DIGEST, 'put'],
      [UNSUBSCRIBE, 'post'],
      [ONE_CLICK, 'post'],
    ] as const) {
      expect(doc.paths[path][method].tags, `${method} ${path}`).toEqual([
        'alerts',
      ]);
    }
  });
});
