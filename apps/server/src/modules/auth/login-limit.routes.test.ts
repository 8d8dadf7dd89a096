import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const tooMany = {
  statusCode: 429,
  message: ERROR_TEXTS.TOO_MANY_LOGIN_ATTEMPTS,
  extraData: { code: 'TOO_MANY_LOGIN_ATTEMPTS' },
  method: 'POST',
  path: '/api/v1/auth/login',
};

describeEachDialect('sign-in rate limit', (dialect) => {
  // Small limits keep the test short; the rule is the same as the defaults.
  const ctx = useTestApp(dialect, {
    LOGIN_MAX_FAILURES_PER_USER: '3',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
  });
  const attempt = (username: string, password: string, remoteAddress: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password },
      remoteAddress,
    });

  it('should answer 429 for a user name after its failures, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await attempt('ent.group', 'wrong', `10.0.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    expectAppError(
      await attempt('ent.group', 'Broker2026!', '10.0.0.9'),
      tooMany,
    );
    // Another user is not affected.
    expect(
      (await attempt('corp.admin', 'Broker2026!', '10.0.0.9')).statusCode,
    ).toBe(200);
  });

  it('should answer 429 for an address after its failures across user names', async () => {
    for (let i = 0; i < 6; i += 1) {
      const response = await attempt(`ghost${i}`, 'wrong', '10.1.1.1');
      expect(response.statusCode).toBe(401);
    }
    expectAppError(
      await attempt('pc.broker', 'Broker2026!', '10.1.1.1'),
      tooMany,
    );
    expect(
      (await attempt('pc.broker', 'Broker2026!', '10.1.1.2')).statusCode,
    ).toBe(200);
  });

  it('should count only failures since the last success of a user name', async () => {
    for (let i = 0; i < 2; i += 1)
      await attempt('agency.user', 'wrong', '10.2.0.1');
    expect(
      (await attempt('agency.user', 'Broker2026!', '10.2.0.2')).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i += 1)
      await attempt('agency.user', 'wrong', '10.2.0.3');
    expect(
      (await attempt('agency.user', 'Broker2026!', '10.2.0.4')).statusCode,
    ).toBe(200);
  });

  it('should ignore failures older than the window', async () => {
    const { db } = ctx();
    for (let i = 0; i < 3; i += 1)
      await attempt('eb.broker', 'wrong', '10.3.0.1');
    await db
      .updateTable('login_attempts')
      .set({ at: '2000-01-01T00:00:00.000Z' })
      .where('username', '=', 'eb.broker')
      .execute();
    expect(
      (await attempt('eb.broker', 'Broker2026!', '10.3.0.2')).statusCode,
    ).toBe(200);
  });
});
