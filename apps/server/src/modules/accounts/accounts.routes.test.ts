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

  it("should answer the billing portal of the user's account", async () => {
    const { app, login } = ctx();
    const cookie = await login('ent.group');
    const data = await app.inject({
      url: '/api/v1/auth/data',
      headers: { cookie },
    });
    const response = await app.inject({
      url: '/api/v1/site/billingportal',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      billing_portal: `https://billing.edge.local/portal/${data.json().account_id}`,
    });
  });

  it('should answer 404 in the error shape when the account has no billing portal', async () => {
    const { app, db, login } = ctx();
    const cookie = await login('trial.broker');
    await db
      .updateTable('accounts')
      .set({ billing_portal_url: null })
      .where('account_type', '=', 3)
      .execute();
    const response = await app.inject({
      url: '/api/v1/site/billingportal',
      headers: { cookie },
    });
    expectAppError(response, {
      statusCode: 404,
      message: 'No billing portal is available for your account.',
      extraData: { code: 'NO_BILLING_PORTAL' },
      method: 'GET',
      path: '/api/v1/site/billingportal',
    });
  });

  it('should answer 401 without a session', async () => {
    for (const path of [
      '/api/v1/site/subscriptioninfo',
      '/api/v1/site/billingportal',
    ]) {
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
