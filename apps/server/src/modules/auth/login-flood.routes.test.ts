import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

describeEachDialect('sign-in flood', (dialect) => {
  // One check at a time and two waiting: the third at once is refused.
  const ctx = useTestApp(dialect, {
    PASSWORD_CHECKS_AT_ONCE: '1',
    PASSWORD_CHECKS_QUEUED: '2',
  });

  it('should refuse sign-ins past the queue with 503 and Retry-After, and keep serving', async () => {
    const { app, db } = ctx();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: `ghost${i}`, password: 'wrong' },
          remoteAddress: `10.20.0.${i + 1}`,
        }),
      ),
    );
    const busyAt = answers.findIndex((a) => a.statusCode === 503);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(busy[0]!.json()).toMatchObject({
      statusCode: 503,
      extraData: { code: 'SERVICE_BUSY' },
    });
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked + busy.length).toBe(30);
    // A refused attempt holds no slot: it was never checked.
    const slots = await db
      .selectFrom('login_throttle')
      .select('failures')
      .where('key', '=', `a:10.20.0.${busyAt + 1}`)
      .execute();
    expect(slots.every((slot) => slot.failures === 0)).toBe(true);
  });
});

describeEachDialect('refused sign-ins', (dialect) => {
  const ctx = useTestApp(dialect, {
    LOGIN_MAX_FAILURES_PER_USER: '1',
    LOGIN_REFUSAL_DELAY_MS: '400',
  });

  it('should answer a refusal after the pause, and a checked password without it', async () => {
    const { app } = ctx();
    const attempt = async () => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'pc.broker', password: 'wrong' },
        remoteAddress: '10.30.0.1',
      });
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const checked = await attempt();
    const refused = await attempt();
    expect(checked.status).toBe(401);
    expect(refused.status).toBe(429);
    // From half to one and a half times the setting.
    expect(refused.ms).toBeGreaterThanOrEqual(200);
    expect(checked.ms).toBeLessThan(200);
  });
});
