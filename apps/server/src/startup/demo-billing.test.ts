import {
  expandStateList,
  planMisfit,
  planOf,
  PRODUCT_CODES,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { addDays } from '../modules/billing/index';
import { DEMO_BILLING, demoInvoices } from './demo-billing';

const TODAY = '2026-03-10';

function billedOf(key: string) {
  const demo = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  return {
    account: {
      id: 1,
      name: demo.name,
      accountType: demo.accountType,
      seats: demo.seats,
      products: demo.products,
      plan: demo.plan!,
      renewalDate: addDays(TODAY, demo.renewalInDays),
    },
    plan: planOf(demo.plan!),
    modules: PRODUCT_CODES.filter((c) => demo.products[c] !== undefined),
    history: DEMO_BILLING[key]!,
    today: TODAY,
  };
}

describe('demo billing', () => {
  it('should put every demo account on a plan its seats, modules and states fit', () => {
    for (const account of DEMO_ACCOUNTS) {
      if (account.plan === null) continue;
      const plan = planOf(account.plan);
      const modules = PRODUCT_CODES.filter(
        (c) => account.products[c] !== undefined,
      );
      expect(planMisfit(plan, account.seats, modules), account.key).toEqual({});
      for (const code of modules) {
        const states = expandStateList(account.products[code]).length;
        expect(states, `${account.key} ${code}`).toBeLessThanOrEqual(
          plan.maxStates ?? Infinity,
        );
      }
    }
  });

  it('should bill the agency each month since the start of its last term', () => {
    const invoices = demoInvoices(billedOf('bluebonnet'));
    // Renewal on 2026-08-09: this term began 2025-08-09, the one before a
    // year earlier; one invoice a month from then to today.
    expect(invoices[0]!.period).toEqual({
      start: '2024-08-09',
      end: '2024-09-08',
    });
    expect(invoices.at(-1)!.period.start).toBe('2026-03-09');
    expect(invoices).toHaveLength(20);
    expect(invoices.every((i) => i.seats === 5)).toBe(true);
    // Paid three days after issue; the newest is still open.
    expect(invoices.at(-2)!.paidOn).toBe('2026-02-12');
    expect(invoices.at(-1)!.paidOn).toBeNull();
  });

  it('should bill the enterprise each year, and the seats it added for the rest of the term', () => {
    const invoices = demoInvoices(billedOf('meridian'));
    expect(
      invoices.map((i) => [i.issuedOn, i.period.end, i.seats, i.paidOn]),
    ).toEqual([
      ['2023-12-05', '2024-12-04', 20, '2023-12-29'],
      ['2024-12-05', '2025-12-04', 20, '2024-12-29'],
      ['2025-12-05', '2026-12-04', 20, '2025-12-29'],
      ['2026-01-09', '2026-12-04', 5, '2026-02-02'],
    ]);
  });

  it('should give the trial its one no-charge invoice', () => {
    const invoices = demoInvoices(billedOf('redriver'));
    expect(invoices).toEqual([
      expect.objectContaining({
        plan: 'trial',
        period: { start: '2026-03-10', end: '2026-04-08' },
        paidOn: '2026-03-10',
      }),
    ]);
  });
});
