import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

describeEachDialect('sign-in limit behind a proxy', (dialect) => {
  // One load balancer in front: only the address it appended is believed.
  const ctx = useTestApp(dialect, {
    TRUST_PROXY: '1',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '4',
  });

  it('should count a client by the address the proxy saw, whatever X-Forwarded-For it sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const answer = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: `ghost${i}`, password: 'wrong' },
        remoteAddress: '10.0.0.5',
        // The client rotates the header; the proxy appends its real address.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const other = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'pc.broker', password: 'Broker2026!' },
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.statusCode).toBe(200);
  });
});
