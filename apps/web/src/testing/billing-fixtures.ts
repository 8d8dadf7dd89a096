import {
  allPlanInfos,
  planInfo,
  type AccountSubscription,
  type Billing,
  type Invoice,
  type InvoiceSummary,
  type PlansOverview,
  type UpgradeRequest,
} from '@edge/contracts';

/** An Agency account of 5 seats holding Commercial Lines. */
export function subscription(
  extra: Partial<AccountSubscription> = {},
): AccountSubscription {
  return {
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
    renewal_date: '2027-04-28',
    cancel_by: '2027-02-27',
    ...extra,
  };
}

/** A monthly Agency invoice of 5 seats. */
export function invoiceSummary(
  id: number,
  extra: Partial<InvoiceSummary> = {},
): InvoiceSummary {
  return {
    id,
    number: `INV-00007-${String(id).padStart(4, '0')}`,
    issued_on: '2026-10-28',
    due_on: '2026-11-27',
    period_start: '2026-10-28',
    period_end: '2026-11-27',
    plan: 'agency',
    seats: 5,
    total_cents: 47_500,
    status: 'paid',
    paid_on: '2026-10-31',
    ...extra,
  };
}

export function billing(extra: Partial<Billing> = {}): Billing {
  return {
    subscription: subscription(),
    plan: planInfo('agency'),
    invoices: [
      invoiceSummary(2, {
        issued_on: '2026-11-28',
        period_start: '2026-11-28',
        period_end: '2026-12-27',
        due_on: '2026-12-28',
        status: 'open',
        paid_on: null,
      }),
      invoiceSummary(1),
    ],
    ...extra,
  };
}

export function invoice(id: number): Invoice {
  return {
    ...invoiceSummary(id),
    account_name: 'Bluebonnet Insurance Agency',
    lines: [
      {
        product: 'PC',
        description:
          'Commercial Lines, Agency: 5 seats × $95.00 per seat per month × 1 month',
        seats: 5,
        unit_cents: 9_500,
        amount_cents: 47_500,
      },
    ],
  };
}

export function plansOverview(
  extra: Partial<PlansOverview> = {},
): PlansOverview {
  return {
    subscription: subscription(),
    plans: allPlanInfos(),
    exports_per_user_per_day: 20,
    requests: [],
    ...extra,
  };
}

export function upgradeRequest(
  extra: Partial<UpgradeRequest> = {},
): UpgradeRequest {
  return {
    id: 1,
    plan: 'enterprise',
    seats: 10,
    modules: ['PC'],
    message: '',
    created_at: '2026-11-27T18:10:45.065Z',
    status: 'sending',
    reply_to: 'agency.owner@demo.edge.local',
    ...extra,
  };
}
