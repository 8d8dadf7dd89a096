import { expect, it } from 'vitest';
import { DEMO_MFA_SECRET } from '../../db/seed/demo-users';
import { describeEachDialect } from '../../testing/each-dialect';
import { sessionCookie, useTestApp } from '../../testing/test-app';
import { base32Decode, totp } from './totp';

const code = (ahead = 0) =>
  totp(base32Decode(DEMO_MFA_SECRET), Date.now() / 1000 + ahead * 30);
const wrongCode = (n: number) =>
  String((Number(code()) + 100_000 + n) % 1_000_000).padStart(6, '0');

describeEachDialect('MFA sign-in limits', (dialect) => {
  const ctx = useTestApp(dialect);

  async function password(remoteAddress: string) {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'mfa.broker', password: 'Broker2026!' },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return sessionCookie(response);
  }
  const sendCode = (cookie: string, value: string, remoteAddress: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa',
      payload: { code: value },
      headers: { cookie },
      remoteAddress,
    });

  it('should not let a right password reset the count of wrong codes', async () => {
    const statuses: number[] = [];
    // Four rounds of (password, four wrong codes), each from its own address.
    for (let round = 0; round < 4; round += 1) {
      const address = `10.9.${round}.1`;
      const cookie = await password(address);
      for (let n = 0; n < 4; n += 1) {
        const answer = await sendCode(
          cookie,
          wrongCode(round * 4 + n),
          address,
        );
        statuses.push(answer.statusCode);
      }
    }
    // At most five wrong codes (LOGIN_MAX_FAILURES_PER_USER) are checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
    // Even the right code waits for the window.
    const cookie = await password('10.9.9.1');
    expect((await sendCode(cookie, code(), '10.9.9.1')).statusCode).toBe(429);
    await ctx()
      .db.deleteFrom('login_throttle')
      .where('key', '=', 'm:mfa.broker')
      .execute();
  });

  it('should accept a code once only', async () => {
    const first = await password('10.8.0.1');
    const value = code(1);
    expect((await sendCode(first, value, '10.8.0.1')).statusCode).toBe(200);
    const second = await password('10.8.0.2');
    const replay = await sendCode(second, value, '10.8.0.2');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().extraData.code).toBe('MFA_INVALID');
  });
});
