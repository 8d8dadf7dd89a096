import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { readOutbox, resetTokenOf } from '../../testing/mail-text';
import { useTestApp } from '../../testing/test-app';
import { FORGOT_ANSWER, RESET_DONE } from './password-reset.service';

const FORGOT = '/api/v1/site/forgotpassword';
const RESET = '/api/v1/site/resetpassword';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describeEachDialect('forgot and reset password', (dialect) => {
  const ctx = useTestApp(dialect);
  let address = 0;
  // A fresh client address per request keeps the per-address limit out of
  // the way; the limit has its own test.
  const forgot = (payload: string | object) =>
    ctx().app.inject({
      method: 'POST',
      url: FORGOT,
      payload,
      headers: typeof payload === 'string' ? form : {},
      remoteAddress: `10.9.0.${(address += 1)}`,
    });
  const newMail = async (before: number) => {
    await ctx().app.mailer.idle();
    return readOutbox(ctx().dataDir).slice(before);
  };

  describe('POST /api/v1/site/forgotpassword', () => {
    it('should mail the user name for a known e-mail and answer the same as for an unknown one', async () => {
      const before = readOutbox(ctx().dataDir).length;
      const known = await forgot(
        'lost_username=1&email=Agency.Owner%40demo.edge.local',
      );
      const unknown = await forgot(
        'lost_username=1&email=nobody%40nowhere.example',
      );
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: FORGOT_ANSWER });
      expect(unknown.body).toBe(known.body);
      const mails = await newMail(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('To: agency.owner@demo.edge.local');
      expect(mails[0]).toContain('User name: agency.owner');
      expect(mails[0]).not.toContain('reset-password');
    });

    it('should mail a reset link for a user name, and nothing when the e-mail does not match', async () => {
      const before = readOutbox(ctx().dataDir).length;
      const mismatch = await forgot({
        lost_password: true,
        username: 'pc.broker',
        email: 'someone@else.example',
      });
      expect(mismatch.json()).toEqual({ message: FORGOT_ANSWER });
      expect(await newMail(before)).toHaveLength(0);
      const match = await forgot({
        lost_password: '1',
        username: 'PC.Broker',
        email: '',
      });
      expect(match.json()).toEqual({ message: FORGOT_ANSWER });
      const [mail] = await newMail(before);
      expect(mail).toContain(
        `${ctx().config.publicUrl}/edge/reset-password?token=`,
      );
      expect(mail).toContain('Subject: Reset your Edge password');
    });

    it('should answer 400 when no box is ticked', async () => {
      expectAppError(await forgot({ email: 'x@y.z' }), {
        statusCode: 400,
        message: 'Please tick Lost Username, Lost Password or both.',
        extraData: { code: 'NOTHING_TICKED' },
        method: 'POST',
        path: FORGOT,
      });
    });

    it('should answer 400 naming the e-mail field when Lost Username has no e-mail', async () => {
      expectAppError(await forgot('lost_username=on&email='), {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { email: 'Please enter the e-mail address of your account.' },
        },
        method: 'POST',
        path: FORGOT,
      });
    });

    it('should answer 400 naming the user name field when Lost Password alone has none', async () => {
      const response = await forgot({ lost_password: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().extraData.fields).toEqual({
        username: 'Please enter your user name.',
      });
    });

    it('should answer 429 after 10 requests from one address', async () => {
      const { app } = ctx();
      const send = () =>
        app.inject({
          method: 'POST',
          url: FORGOT,
          payload: { lost_username: true, email: 'a@b.c' },
          remoteAddress: '10.8.8.8',
        });
      for (let i = 0; i < 10; i += 1)
        expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        statusCode: 429,
        extraData: { code: 'TOO_MANY_REQUESTS' },
      });
    });
  });

  describe('POST /api/v1/site/resetpassword', () => {
    async function requestLink(username: string): Promise<string> {
      const before = readOutbox(ctx().dataDir).length;
      await forgot({ lost_password: true, username });
      const [mail] = await newMail(before);
      return resetTokenOf(mail!);
    }
    const reset = (token: string, password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: RESET,
        payload: { token, password },
      });
    const invalidLink = {
      statusCode: 400,
      message:
        'This reset link is not valid or has expired. Please request a new one.',
      extraData: { code: 'RESET_LINK_INVALID' },
      method: 'POST',
      path: RESET,
    };

    it('should set the password once, end the sessions and refuse the link a second time', async () => {
      const { app, login } = ctx();
      const session = await login('full.broker');
      const token = await requestLink('full.broker');
      const done = await reset(token, 'Harbor-Light-2031');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: RESET_DONE });
      const old = await app.inject({
        url: '/api/v1/auth/ping',
        headers: { cookie: session },
      });
      expect(old.statusCode).toBe(401);
      await login('full.broker', 'Harbor-Light-2031');
      expectAppError(await reset(token, 'Another-Password-1'), invalidLink);
    });

    it('should refuse an expired link and an unknown token', async () => {
      const { db } = ctx();
      const token = await requestLink('eb.broker');
      await db
        .updateTable('password_resets')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .execute();
      expectAppError(await reset(token, 'Harbor-Light-2031'), invalidLink);
      expectAppError(
        await reset('not-a-token', 'Harbor-Light-2031'),
        invalidLink,
      );
    });

    it('should refuse a common password and keep the link usable', async () => {
      const token = await requestLink('pc.broker');
      expectAppError(await reset(token, 'Password123!'), {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: {
            password:
              'This password is on a list of common or breached passwords. Please choose another.',
          },
        },
        method: 'POST',
        path: RESET,
      });
      const done = await reset(token, 'Harbor-Light-2031');
      expect(done.statusCode).toBe(200);
      await ctx().login('pc.broker', 'Harbor-Light-2031');
    });

    it('should answer 400 with the length rule for a short password', async () => {
      expectAppError(await reset('whatever', 'short'), {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { password: 'Use at least 10 characters.' },
        },
        method: 'POST',
        path: RESET,
      });
    });
  });
});
