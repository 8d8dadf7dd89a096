import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { DEMO_MFA_SECRET } from '../../db/seed/demo-users';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { sessionCookie, useTestApp } from '../../testing/test-app';
import { base32Decode, totp } from './totp';

// A code of the step `ahead` steps from now (one step of drift is allowed).
const currentCode = (ahead = 0) =>
  totp(base32Decode(DEMO_MFA_SECRET), Date.now() / 1000 + ahead * 30);
const wrongCode = () =>
  String((Number(currentCode()) + 500_000) % 1_000_000).padStart(6, '0');

describeEachDialect('MFA sign-in', (dialect) => {
  const ctx = useTestApp(dialect);

  async function startMfa() {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'mfa.broker', password: 'Broker2026!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'mfa_required' });
    return sessionCookie(response);
  }

  it('should keep the session unusable until the code is verified', async () => {
    const { app } = ctx();
    const cookie = await startMfa();
    const before = await app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie },
    });
    expect(before.statusCode).toBe(401);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { code: wrongCode() },
      headers: { cookie },
    });
    expectAppError(wrong, {
      statusCode: 401,
      message: ERROR_TEXTS.MFA_INVALID,
      extraData: { code: 'MFA_INVALID' },
      method: 'POST',
      path: '/api/v1/auth/mfa',
    });

    const right = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { code: currentCode() },
      headers: { cookie },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      status: 'ok',
      user: { username: 'mfa.broker', require_mfa_login: '1' },
    });
    // A new token signs in; the first step's one never does (fixation).
    const signedIn = sessionCookie(right);
    expect(signedIn).not.toBe(cookie);
    const after = await app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie: signedIn },
    });
    expect(after.statusCode).toBe(200);
    const firstToken = await app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie },
    });
    expect(firstToken.statusCode).toBe(401);
  });

  it('should not end the signed-in session until the second step succeeds', async () => {
    const { app, db } = ctx();
    // The earlier test spent this step's code.
    await db.updateTable('users').set({ mfa_last_step: null }).execute();
    const pending = await startMfa();
    const first = sessionCookie(
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/mfa',
        payload: { code: currentCode() },
        headers: { cookie: pending },
      }),
    );
    const second = await startMfa();
    const stillUsable = await app.inject({
      url: '/api/v1/auth/ping',
      headers: { cookie: first },
    });
    expect(stillUsable.statusCode).toBe(200);
    const secondStep = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      // The current step's code was spent by the first sign-in.
      payload: { code: currentCode(1) },
      headers: { cookie: second },
    });
    expect(secondStep.statusCode).toBe(200);
    const replaced = await app.inject({
      url: '/api/v1/auth/ping',
      headers: { cookie: first },
    });
    expect(replaced.json().extraData.reason).toBe('replaced');
  });

  it('should answer 401 to a code without a pending session', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { code: currentCode() },
    });
    expectAppError(response, {
      statusCode: 401,
      message: ERROR_TEXTS.NOT_SIGNED_IN,
      extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
      method: 'POST',
      path: '/api/v1/auth/mfa',
    });
  });

  it('should not take a code on a session that is already signed in', async () => {
    const { app, login } = ctx();
    const cookie = await login('pc.broker');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { code: currentCode() },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
  });
});
