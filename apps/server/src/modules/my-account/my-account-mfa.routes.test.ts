import { expect, it } from 'vitest';
import { DEMO_MFA_SECRET, DEMO_PASSWORD } from '../../db/seed/demo-users';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { sessionCookie, useTestApp } from '../../testing/test-app';
import { base32Decode, totp } from '../auth/totp';

const MFA = '/api/v1/myaccount/mfa';
const codeOf = (secret: string, ahead = 0) =>
  totp(base32Decode(secret), Date.now() / 1000 + ahead * 30);

describeEachDialect('my account two-step sign-in', (dialect) => {
  const ctx = useTestApp(dialect);
  const call = (cookie: string, url: string, payload?: object) =>
    ctx().app.inject({
      method: payload === undefined && url === MFA ? 'GET' : 'POST',
      url,
      payload,
      headers: { cookie },
    });
  const signIn = (username: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
  const secondStep = (cookie: string, code: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { code },
      headers: { cookie },
    });

  it('should enrol with a QR code, confirm with a code and then ask for a code at sign-in', async () => {
    const cookie = await ctx().login('pc.broker');
    expect((await call(cookie, MFA)).json()).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const enrol = await call(cookie, `${MFA}/enrol`, {});
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret, otpauth_url, qr_code } = enrol.json();
    expect(otpauth_url).toBe(
      `otpauth://totp/Edge%3Apc.broker?secret=${secret}&issuer=Edge&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    // Not on before it is confirmed: the password alone still signs in.
    expect((await signIn('pc.broker')).json().status).toBe('ok');

    const session = await ctx().login('pc.broker');
    const wrong = await call(session, `${MFA}/confirm`, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().extraData.fields).toHaveProperty('code');
    const confirmed = await call(session, `${MFA}/confirm`, {
      code: codeOf(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await ctx()
      .db.selectFrom('mfa_recovery_codes')
      .select('code_hash')
      .execute();
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));
    expect((await call(session, MFA)).json()).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });

    const first = await signIn('pc.broker');
    expect(first.json()).toEqual({ status: 'mfa_required' });
    const done = await secondStep(sessionCookie(first), codeOf(secret, 1));
    expect(done.json().status).toBe('ok');
  });

  it('should take a recovery code once instead of a code', async () => {
    const cookie = await ctx().login('eb.broker');
    const { secret } = (await call(cookie, `${MFA}/enrol`, {})).json();
    const confirmed = await call(cookie, `${MFA}/confirm`, {
      code: codeOf(secret),
    });
    const [recovery] = confirmed.json().recovery_codes as string[];

    const first = await signIn('eb.broker');
    const used = await secondStep(
      sessionCookie(first),
      recovery!.toUpperCase(),
    );
    expect(used.statusCode, used.body).toBe(200);
    const again = await signIn('eb.broker');
    const refused = await secondStep(sessionCookie(again), recovery!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().extraData.code).toBe('MFA_INVALID');
  });

  it('should make new recovery codes with the password, and void the old ones', async () => {
    const cookie = await ctx().login('full.broker');
    const off = await call(cookie, `${MFA}/recovery-codes`, {
      password: DEMO_PASSWORD,
    });
    expect(off.statusCode).toBe(409);
    const { secret } = (await call(cookie, `${MFA}/enrol`, {})).json();
    const confirmed = await call(cookie, `${MFA}/confirm`, {
      code: codeOf(secret),
    });
    const old = confirmed.json().recovery_codes as string[];
    const wrong = await call(cookie, `${MFA}/recovery-codes`, {
      password: 'nope',
    });
    expect(wrong.json().extraData.fields).toEqual({
      password: 'This is not your current password.',
    });
    const renewed = await call(cookie, `${MFA}/recovery-codes`, {
      password: DEMO_PASSWORD,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await call(cookie, MFA)).json().recovery_codes_left).toBe(10);

    const first = await signIn('full.broker');
    const refused = await secondStep(sessionCookie(first), old[0]!);
    expect(refused.json().extraData.code).toBe('MFA_INVALID');
    const again = await signIn('full.broker');
    const used = await secondStep(sessionCookie(again), fresh[0]!);
    expect(used.statusCode, used.body).toBe(200);
  });

  it('should turn it off with the password only', async () => {
    const cookie = await ctx().login('trial.broker');
    const { secret } = (await call(cookie, `${MFA}/enrol`, {})).json();
    await call(cookie, `${MFA}/confirm`, { code: codeOf(secret) });
    const wrong = await call(cookie, `${MFA}/disable`, { password: 'nope' });
    expect(wrong.json().extraData.fields).toEqual({
      password: 'This is not your current password.',
    });
    const off = await call(cookie, `${MFA}/disable`, {
      password: DEMO_PASSWORD,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(cookie, MFA)).json()).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    expect((await signIn('trial.broker')).json().status).toBe('ok');
    await ctx().app.activity.flush();
    const actions = await ctx()
      .db.selectFrom('activity_log')
      .select('action')
      .where('action', 'in', [
        'mfa_enable',
        'mfa_disable',
        'mfa_recovery_codes',
      ])
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'mfa_enable',
        'mfa_disable',
        'mfa_recovery_codes',
      ]),
    );
  });

  it('should refuse to turn it off for a user whose account requires it', async () => {
    const first = await signIn('mfa.broker');
    const done = await secondStep(
      sessionCookie(first),
      codeOf(DEMO_MFA_SECRET, -1),
    );
    const cookie = sessionCookie(done);
    expect((await call(cookie, MFA)).json()).toMatchObject({
      enabled: true,
      required: true,
    });
    expectAppError(
      await call(cookie, `${MFA}/disable`, { password: DEMO_PASSWORD }),
      {
        statusCode: 403,
        message:
          'Your account requires two-step sign-in, so it cannot be turned off.',
        extraData: { code: 'MFA_REQUIRED' },
        method: 'POST',
        path: `${MFA}/disable`,
      },
    );
    expect((await signIn('mfa.broker')).json().status).toBe('mfa_required');
  });
});
