import { ERROR_TEXTS, formatCents } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const forbidden = (method: string, path: string) => ({
  statusCode: 403,
  message: ERROR_TEXTS.FORBIDDEN,
  extraData: { code: 'FORBIDDEN' },
  method,
  path,
});

describeEachDialect('billing routes', (dialect) => {
  const ctx = useTestApp(dialect);
  const get = (username: string, url: string) =>
    ctx().injectAs(username, { url });

  it("should answer the app's own billing page without a billing provider", async () => {
    for (const username of ['agency.owner', 'ent.group']) {
      const response = await get(username, '/api/v1/site/billingportal');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ billing_portal: '/app/billing' });
    }
  });

  it('should refuse the billing portal and page to users the Admin menu does not offer them', async () => {
    // SPEC §6: types 3 and 4 with role '2' only.
    for (const username of ['agency.user', 'ent.admin', 'pc.broker']) {
      for (const path of [
        '/api/v1/site/billingportal',
        '/api/v1/billing',
        '/api/v1/billing/invoices/1',
      ]) {
        expectAppError(await get(username, path), forbidden('GET', path));
      }
    }
  });

  it("should answer the agency's plan, seats, renewal and monthly invoices", async () => {
    const response = await get('agency.owner', '/api/v1/billing');
    expect(response.statusCode).toBe(200);
    const { subscription, plan, invoices } = response.json();
    expect(subscription).toMatchObject({
      account_name: 'Bluebonnet Insurance Agency',
      plan: 'agency',
      seats: 5,
      seats_used: 2,
      modules: [
        {
          code: 'PC',
          name: 'Commercial Lines',
          entry: 'All States',
          state_count: 56,
        },
      ],
    });
    const renewal = Date.parse(subscription.renewal_date);
    const cancelBy = Date.parse(subscription.cancel_by);
    expect((renewal - cancelBy) / 86_400_000).toBe(60);
    expect(plan).toMatchObject({ key: 'agency', seat_month_cents: 9_500 });
    // About a year and seven months of monthly invoices, newest first.
    expect(invoices.length).toBeGreaterThanOrEqual(18);
    expect(invoices.length).toBeLessThanOrEqual(21);
    const issued = invoices.map((i: { issued_on: string }) => i.issued_on);
    expect(issued).toEqual([...issued].sort().reverse());
    for (const invoice of invoices) {
      expect(invoice.total_cents).toBe(5 * 9_500);
      expect(invoice.seats).toBe(5);
    }
    expect(
      invoices.slice(1).every((i: { status: string }) => i.status === 'paid'),
    ).toBe(true);
  });

  it("should answer an invoice with its charges, and another account's as 404", async () => {
    const mine = (await get('agency.owner', '/api/v1/billing')).json()
      .invoices[0];
    const response = await get(
      'agency.owner',
      `/api/v1/billing/invoices/${mine.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...mine,
      account_name: 'Bluebonnet Insurance Agency',
      lines: [
        {
          product: 'PC',
          description: `Commercial Lines, Agency: 5 seats × ${formatCents(9_500)} per seat per month × 1 month`,
          seats: 5,
          unit_cents: 9_500,
          amount_cents: 47_500,
        },
      ],
    });
    // ent.group bills Meridian: Bluebonnet's invoice does not exist for them.
    const path = `/api/v1/billing/invoices/${mine.id}`;
    expectAppError(await get('ent.group', path), {
      statusCode: 404,
      message: 'That invoice could not be found.',
      extraData: { code: 'INVOICE_NOT_FOUND' },
      method: 'GET',
      path,
    });
  });

  it("should answer Meridian's yearly invoices and the seats it added mid-term", async () => {
    const { subscription, invoices } = (
      await get('ent.group', '/api/v1/billing')
    ).json();
    expect(subscription).toMatchObject({
      plan: 'enterprise',
      seats: 25,
      seats_used: 20,
    });
    const yearly = 2 * 12 * 8_500;
    const totals = invoices.map((i: { seats: number; total_cents: number }) => [
      i.seats,
      i.total_cents,
    ]);
    // Three terms of 20 seats, and 5 seats for the rest of this term.
    expect(totals.filter(([seats]: number[]) => seats === 20)).toEqual([
      [20, 20 * yearly],
      [20, 20 * yearly],
      [20, 20 * yearly],
    ]);
    const added = totals.filter(([seats]: number[]) => seats === 5);
    expect(added).toHaveLength(1);
    expect(added[0][1]).toBeGreaterThan(0);
    expect(added[0][1]).toBeLessThan(5 * yearly);
  });

  it('should answer 400 for an id that is not a number, and 401 without a session', async () => {
    const bad = await get('agency.owner', '/api/v1/billing/invoices/abc');
    expect(bad.statusCode).toBe(400);
    for (const path of ['/api/v1/site/billingportal', '/api/v1/billing']) {
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

describeEachDialect('billing portal with a billing provider', (dialect) => {
  const portal = 'https://billing.example.com/p/login/edge-demo';
  const ctx = useTestApp(dialect, { BILLING_PORTAL_URL: portal });

  it("should answer the provider's portal to users who may open it", async () => {
    const response = await ctx().injectAs('agency.owner', {
      url: '/api/v1/site/billingportal',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ billing_portal: portal });
    const refused = await ctx().injectAs('agency.user', {
      url: '/api/v1/site/billingportal',
    });
    expect(refused.statusCode).toBe(403);
  });
});
