import { FAULT_STATUSES } from '@edge/partner-sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { usePartnerApp } from '../../testing/partner-app';
import { PARTNER_ERRORS } from './partner.errors';

const PATH = '/api/v1/partner/userinfo';

// SPEC §7: 2 more tries, 2 s apart, on 401, 500, 502, 503 and 504.
describeEachDialect('the partner proxy retries', (dialect) => {
  const ctx = usePartnerApp(dialect);
  const get = () => ctx.injectAs('partner.broker', { url: PATH });

  beforeEach(() => ctx.clear());

  for (const status of FAULT_STATUSES) {
    it(`should recover from ${status} within the retries`, async () => {
      ctx.sandbox().injectFault({ path: 'userinfo', status, count: 2 });
      const response = await get();
      expect(response.statusCode, response.body).toBe(200);
      expect(ctx.requests).toHaveLength(3);
      expect(ctx.pauses).toEqual([2000, 2000]);
    });

    it(`should give up on ${status} after 3 tries`, async () => {
      ctx.sandbox().injectFault({ path: 'userinfo', status, count: 3 });
      const response = await get();
      const code =
        status === 401 ? 'PARTNER_UNAUTHORIZED' : 'PARTNER_UNAVAILABLE';
      const extraData =
        status === 401
          ? { code }
          : { code, partnerPath: 'userinfo', partnerStatus: status };
      expectAppError(response, {
        ...PARTNER_ERRORS[code],
        extraData,
        method: 'GET',
        path: PATH,
      });
      expect(ctx.requests).toHaveLength(3);
    });
  }
});

describe('the partner proxy retry spacing', () => {
  const ctx = usePartnerApp('sqlite', { realDelays: true });

  it('should wait 2 s between tries', async () => {
    ctx.sandbox().injectFault({ path: 'userinfo', status: 503, count: 2 });
    const response = await ctx.injectAs('partner.broker', { url: PATH });
    expect(response.statusCode).toBe(200);
    const [first, second, third] = ctx.requests.map((r) => r.at);
    expect(second! - first!).toBeGreaterThanOrEqual(2000);
    expect(third! - second!).toBeGreaterThanOrEqual(2000);
    expect(third! - first!).toBeLessThan(8000);
  }, 20_000);
});

describe('the partner proxy timeout', () => {
  const ctx = usePartnerApp('sqlite', { timeoutMs: 300 });
  beforeEach(() => ctx.clear());

  it('should try again after a try that took too long', async () => {
    ctx.sandbox().injectFault({ path: 'userinfo', delayMs: 1000, count: 1 });
    const response = await ctx.injectAs('partner.broker', { url: PATH });
    expect(response.statusCode, response.body).toBe(200);
    expect(ctx.requests).toHaveLength(2);
  });

  it('should answer 504 when every try took too long', async () => {
    ctx.sandbox().injectFault({ path: 'userinfo', delayMs: 1000, count: 3 });
    const response = await ctx.injectAs('partner.broker', { url: PATH });
    expectAppError(response, {
      ...PARTNER_ERRORS.PARTNER_TIMEOUT,
      extraData: { code: 'PARTNER_TIMEOUT', partnerPath: 'userinfo' },
      method: 'GET',
      path: PATH,
    });
    expect(ctx.requests).toHaveLength(3);
  });
});
