import { ERROR_TEXTS, userInfoSchema } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { sessionCookie, useTestApp } from '../../testing/test-app';
import { findUserByUsername, updateUserEnabled } from './users.repository';

const LOGIN = '/api/v1/auth/login';
const loginFailed = {
  statusCode: 401,
  message: ERROR_TEXTS.LOGIN_FAILED,
  extraData: { code: 'LOGIN_FAILED' },
  method: 'POST',
  path: LOGIN,
};

describeEachDialect('auth routes', (dialect) => {
  const ctx = useTestApp(dialect);

  describe('POST /api/v1/auth/login', () => {
    it('should sign in with form fields and answer the full User info', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: LOGIN,
        payload: 'username=full.broker&password=Broker2026%21',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('ok');
      const user = userInfoSchema.strict().parse(body.user);
      expect(user).toMatchObject({
        username: 'full.broker',
        email: 'full.broker@demo.edge.local',
        account_type: 1,
        type: 1,
        role: '0',
        products: {
          PC: 'All States',
          'H-W': 'All States',
          SGR: 'All States',
          'A-R': 'All States',
        },
        can_access_legacy_hw_ret: '1',
      });
      expect(user.PC_acl?.EXPORT_HISTORY_ENABLE).toBe('1');
    });

    it('should set an httpOnly, SameSite=Lax session cookie on path /', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { username: 'Agency.User', password: 'Broker2026!' },
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === 'edge_session')!;
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(cookie.secure).toBeFalsy();
      // The public session id is not the token.
      expect(cookie.value).not.toContain(response.json().user.session_id);
    });

    // A partner-platform user with the right password is sent to the shell
    // (modules/partner-sign-in/partner-login.routes.test.ts).
    it('should refuse a wrong password, an unknown user and a disabled user alike', async () => {
      const { app, db } = ctx();
      const trial = await findUserByUsername(db, 'trial.broker');
      await updateUserEnabled(db, trial!.id, false);
      const attempts = [
        { username: 'pc.broker', password: 'wrong-password' },
        { username: 'nobody.here', password: 'Broker2026!' },
        { username: 'trial.broker', password: 'Broker2026!' },
        { username: 'partner.broker', password: 'wrong-password' },
      ];
      for (const payload of attempts) {
        const response = await app.inject({
          method: 'POST',
          url: LOGIN,
          payload,
        });
        expectAppError(response, loginFailed);
        expect(response.cookies).toHaveLength(0);
      }
      await updateUserEnabled(db, trial!.id, true);
    });

    it('should answer 400 with the field issues when a field is missing', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { username: 'pc.broker' },
      });
      expectAppError(response, {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { password: 'This field is required.' },
        },
        method: 'POST',
        path: LOGIN,
      });
    });
  });

  describe('GET /api/v1/auth/data and /ping', () => {
    it('should answer the signed-in user and keep the session alive', async () => {
      const { app, login } = ctx();
      const cookie = await login('ent.admin');
      const data = await app.inject({
        url: '/api/v1/auth/data',
        headers: { cookie },
      });
      expect(data.statusCode).toBe(200);
      expect(data.json()).toMatchObject({
        username: 'ent.admin',
        account_type: 2,
        account_name: 'Meridian Enterprise Insurance Services',
        PC_acl: { ENTERPERISE_ACC_ADMIN: '1', ACTIVITY_REP_ALL: '1' },
        'H-W_acl': { ENTERPERISE_ACC_ADMIN: '1', ACTIVITY_REP_ALL: '1' },
      });
      const ping = await app.inject({
        url: '/api/v1/auth/ping',
        headers: { cookie },
      });
      expect(ping.statusCode).toBe(200);
      expect(ping.json()).toEqual({ ok: true });
    });

    it('should answer 401 with reason none without a session or with a forged cookie', async () => {
      const { app } = ctx();
      for (const cookie of [undefined, 'edge_session=forged.value']) {
        const response = await app.inject({
          url: '/api/v1/auth/ping',
          headers: cookie ? { cookie } : {},
        });
        expectAppError(response, {
          statusCode: 401,
          message: ERROR_TEXTS.NOT_SIGNED_IN,
          extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
          method: 'GET',
          path: '/api/v1/auth/ping',
        });
      }
    });
  });

  describe('GET /api/v1/auth/logout', () => {
    it('should end the session, clear the cookie and then answer 401 with reason logout', async () => {
      const { app, login } = ctx();
      const cookie = await login('agency.owner');
      const logout = await app.inject({
        url: '/api/v1/auth/logout',
        headers: { cookie },
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ ok: true });
      const cleared = logout.cookies.find((c) => c.name === 'edge_session');
      expect(cleared?.value).toBe('');
      const data = await app.inject({
        url: '/api/v1/auth/data',
        headers: { cookie },
      });
      expect(data.statusCode).toBe(401);
      expect(data.json().extraData.reason).toBe('logout');
    });

    it('should answer ok without a session', async () => {
      const response = await ctx().app.inject({ url: '/api/v1/auth/logout' });
      expect(response.statusCode).toBe(200);
    });
  });

  it('should reuse the cookie helper on a fresh login', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'corp.admin', password: 'Broker2026!' },
    });
    expect(sessionCookie(response)).toMatch(/^edge_session=/);
  });
});
