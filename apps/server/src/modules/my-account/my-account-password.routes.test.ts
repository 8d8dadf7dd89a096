import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-users';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { sessionCookie, useTestApp } from '../../testing/test-app';
import { PASSWORD_CHANGED } from './my-account-security.routes';

const PASSWORD = '/api/v1/myaccount/password';
const NEW_PASSWORD = 'Harbour-lantern-42';

describeEachDialect('my account password change', (dialect) => {
  const ctx = useTestApp(dialect, { LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
  const change = (cookie: string, payload: object, remoteAddress?: string) =>
    ctx().app.inject({
      method: 'POST',
      url: PASSWORD,
      payload,
      headers: { cookie },
      remoteAddress,
    });
  const data = (cookie: string) =>
    ctx().app.inject({
      method: 'GET',
      url: '/api/v1/auth/data',
      headers: { cookie },
    });
  const signIn = (username: string, password: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password },
    });

  it('should refuse a wrong current password naming the field', async () => {
    const cookie = await ctx().login('pc.broker');
    expectAppError(
      await change(cookie, {
        current_password: 'not-my-password',
        new_password: NEW_PASSWORD,
      }),
      {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { current_password: 'This is not your current password.' },
        },
        method: 'POST',
        path: PASSWORD,
      },
    );
  });

  it('should refuse a short password and a common or breached one', async () => {
    const cookie = await ctx().login('pc.broker');
    const short = await change(cookie, {
      current_password: DEMO_PASSWORD,
      new_password: 'short',
    });
    expect(short.json().extraData.fields).toEqual({
      new_password: 'Use at least 10 characters.',
    });
    for (const common of ['password123', 'Qwertyuiop', 'Basketball2024!']) {
      const refused = await change(cookie, {
        current_password: DEMO_PASSWORD,
        new_password: common,
      });
      expect(refused.statusCode, common).toBe(400);
      expect(refused.json().extraData.fields).toEqual({
        new_password:
          'This password is on a list of common or breached passwords. Please choose another.',
      });
    }
  });

  it('should change the password, end the other sessions and keep this one', async () => {
    const other = sessionCookie(await signIn('full.broker', DEMO_PASSWORD));
    // A sign-in ends the user's older session (one per user): it is
    // reopened here to stand for a second browser still signed in.
    const cookie = await ctx().login('full.broker');
    await ctx()
      .db.updateTable('sessions')
      .set({ ended_at: null, end_reason: null })
      .where('end_reason', '=', 'replaced')
      .execute();
    expect((await data(other)).statusCode).toBe(200);

    const changed = await change(cookie, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await data(cookie)).statusCode).toBe(200);
    expect((await data(other)).statusCode).toBe(401);
    expect((await signIn('full.broker', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('full.broker', NEW_PASSWORD)).statusCode).toBe(200);
    await ctx().app.activity.flush();
    const logged = await ctx()
      .db.selectFrom('activity_log')
      .select('action')
      .where('action', '=', 'password_change')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('should answer 429 after too many wrong current passwords, like sign-in', async () => {
    const cookie = await ctx().login('agency.owner');
    const { maxFailuresPerUser } = ctx().config.login;
    const wrong = () =>
      change(
        cookie,
        { current_password: 'wrong-guess', new_password: NEW_PASSWORD },
        '10.44.0.1',
      );
    for (let i = 0; i < maxFailuresPerUser; i += 1) {
      expect((await wrong()).statusCode).toBe(400);
    }
    const limited = await wrong();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().extraData.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });
});
