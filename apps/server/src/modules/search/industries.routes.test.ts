import { ERROR_TEXTS } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const URL = '/api/v1/industries';

describeEachDialect('GET /api/v1/industries', (dialect) => {
  const ctx = useTestApp(dialect);
  beforeAll(() => ingestIntoApp(ctx()));

  it('should answer the commercial tree the search filter counts, with its total', async () => {
    const page = await ctx().injectAs('pc.broker', { url: URL });
    expect(page.statusCode, page.body).toBe(200);
    const filter = await ctx().injectAs('pc.broker', {
      url: '/api/v1/lookups/naics?module=pc',
    });
    expect(page.json()).toEqual(filter.json());
    const home = await ctx().injectAs('pc.broker', {
      method: 'POST',
      url: '/api/v1/search/pnc/count',
      payload: { criteria: {} },
    });
    expect(page.json().total).toBe(home.json().total);
  });

  it('should refuse the accounts whose Tools menu disables Industries (SPEC §6)', async () => {
    expectAppError(await ctx().injectAs('trial.broker', { url: URL }), {
      statusCode: 403,
      message: ERROR_TEXTS.FORBIDDEN,
      extraData: { code: 'FORBIDDEN' },
      method: 'GET',
      path: URL,
    });
  });

  it('should refuse a user without the commercial product', async () => {
    const response = await ctx().injectAs('eb.broker', { url: URL });
    expect(response.statusCode).toBe(403);
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: URL });
    expect(response.statusCode).toBe(401);
  });
});
