import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { readOutbox, resetTokenOf } from '../../testing/mail-text';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const tooMany = {
  statusCode: 429,
  message: ERROR_TEXTS.TOO_MANY_LOGIN_ATTEMPTS,
  extraData: { code: 'TOO_MANY_LOGIN_ATTEMPTS' },
  method: 'POST',
  path: '/api/v1/auth/login',
};

const count = (statuses: number[], status: number) =>
  statuses.filter((s) => s === status).length;

describeEachDialect('sign-in rate limit', (dialect) => {
  // Small limits keep the test short; the rules are those of the defaults.
  const ctx = useTestApp(dialect, {
    LOGIN_MAX_FAILURES_PER_USER: '3',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
    LOGIN_LOCK_AFTER_FAILURES: '8',
    PASSWORD_CHECKS_QUEUED: '1000',
  });
  const attempt = (
    username: string,
    password: string,
    remoteAddress: string,
    cookie?: string,
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  it('should check no more passwords than the pair limit when 40 arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        attempt('ent.group', 'wrong', '10.0.0.1'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(count(statuses, 401)).toBe(3);
    expect(count(statuses, 429)).toBe(37);
    expectAppError(
      await attempt('ent.group', 'Broker2026!', '10.0.0.1'),
      tooMany,
    );
  });

  it('should check no more passwords than the address limit in a burst across user names', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        attempt(`ghost${i}`, 'wrong', '10.1.1.1'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(count(statuses, 401)).toBe(6);
    expect(count(statuses, 429)).toBe(194);
    expectAppError(
      await attempt('pc.broker', 'Broker2026!', '10.1.1.1'),
      tooMany,
    );
    expect(
      (await attempt('pc.broker', 'Broker2026!', '10.1.1.2')).statusCode,
    ).toBe(200);
  });

  it('should not lock the user out from another address after failures from one', async () => {
    for (let i = 0; i < 5; i += 1) {
      await attempt('corp.admin', 'wrong', '10.4.0.1');
    }
    expectAppError(
      await attempt('corp.admin', 'Broker2026!', '10.4.0.1'),
      tooMany,
    );
    expect(
      (await attempt('corp.admin', 'Broker2026!', '10.4.0.2')).statusCode,
    ).toBe(200);
  });

  it('should count only failures since the last success of a user name and address', async () => {
    for (let i = 0; i < 2; i += 1)
      await attempt('agency.user', 'wrong', '10.2.0.1');
    expect(
      (await attempt('agency.user', 'Broker2026!', '10.2.0.1')).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i += 1)
      await attempt('agency.user', 'wrong', '10.2.0.1');
    expect(
      (await attempt('agency.user', 'Broker2026!', '10.2.0.1')).statusCode,
    ).toBe(200);
  });

  it('should ignore failures older than the window', async () => {
    const { db } = ctx();
    for (let i = 0; i < 3; i += 1)
      await attempt('eb.broker', 'wrong', '10.3.0.1');
    expectAppError(
      await attempt('eb.broker', 'Broker2026!', '10.3.0.1'),
      tooMany,
    );
    await db
      .updateTable('login_throttle')
      .set({ window_start: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect(
      (await attempt('eb.broker', 'Broker2026!', '10.3.0.1')).statusCode,
    ).toBe(200);
  });

  it('should lock a user name guessed from many addresses, except in a browser it signed in from', async () => {
    const known = await attempt('agency.owner', 'Broker2026!', '10.5.0.1');
    const device = known.cookies.find((c) => c.name === 'edge_device');
    expect(device?.httpOnly).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await attempt('agency.owner', 'wrong', `10.6.0.${i + 1}`);
    }
    // A browser that never signed in as agency.owner meets the lock...
    expectAppError(
      await attempt('agency.owner', 'Broker2026!', '10.7.0.1'),
      tooMany,
    );
    // ...the user's own browser does not.
    const cookie = `edge_device=${device!.value}`;
    expect(
      (await attempt('agency.owner', 'Broker2026!', '10.7.0.2', cookie))
        .statusCode,
    ).toBe(200);
  });

  it('should clear the lock of a user name through the mailed reset link', async () => {
    const { app, dataDir } = ctx();
    for (let i = 0; i < 8; i += 1) {
      await attempt('trial.broker', 'wrong', `10.8.0.${i + 1}`);
    }
    expectAppError(
      await attempt('trial.broker', 'Broker2026!', '10.8.1.1'),
      tooMany,
    );
    const before = readOutbox(dataDir).length;
    await app.inject({
      method: 'POST',
      url: '/api/v1/site/forgotpassword',
      payload: { lost_password: true, username: 'trial.broker', email: '' },
    });
    await app.mailer.idle();
    const token = resetTokenOf(readOutbox(dataDir)[before]!);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/site/resetpassword',
      payload: { token, password: 'A-new-passphrase-2026' },
    });
    expect(reset.statusCode).toBe(200);
    const after = await attempt(
      'trial.broker',
      'A-new-passphrase-2026',
      '10.8.1.1',
    );
    expect(after.statusCode).toBe(200);
  });
});
