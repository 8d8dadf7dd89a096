import { ERROR_TEXTS } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

describeEachDialect('account routes', (dialect) => {
  const ctx = useTestApp(dialect);

  it("should answer the renewal date of the user's account", async () => {
    const { app, db, login } = ctx();
    const cookie = await login('agency.owner');
    const response = await app.inject({
      url: '/api/v1/site/subscriptioninfo',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { renewal_date } = response.json();
    expect(renewal_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The agency renews about five months ahead.
    const days = (Date.parse(renewal_date) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(140);
    expect(days).toBeLessThan(160);
    const account = await db
      .selectFrom('accounts')
      .select('renewal_date')
      .where('name', '=', 'Bluebonnet Insurance Agency')
      .executeTakeFirstOrThrow();
    expect(account.renewal_date).toBe(renewal_date);
  });

  it('should answer 401 without a session', async () => {
    for (const path of ['/api/v1/site/subscriptioninfo']) {
      expectAppError(await ctx().app.inject({ url: path }), {
        statusCode: 401,
        message: ERROR_TEXTS.NOT_SIGNED_IN,
        extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
        method: 'GET',
        path,
      });
    }
  });
});
