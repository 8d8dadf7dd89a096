import {
  planOf,
  PRODUCT_CODES,
  type Plan,
  type ProductCode,
} from '@edge/contracts';
import type { Db } from '../db/database';
import type { AccountIds } from '../db/seed/seed';
import { listAccountPlans, type AccountPlan } from '../modules/accounts/index';
import {
  addDays,
  addMonths,
  dayOf,
  nextPeriod,
  recordInvoice,
  type NewInvoice,
} from '../modules/billing/index';

/** How a demo account has been billed. */
export interface DemoBillingHistory {
  // Whole terms billed before the current one.
  pastTerms: number;
  // Days after an invoice is issued that the account pays it.
  paysAfterDays: number;
  // Seats bought this many days ago; the account had fewer before.
  seatsAdded?: { seats: number; daysAgo: number };
}

/**
 * The demo accounts' billing (decision 0032): the agencies pay each month,
 * the enterprises each year, the trial got its no-charge invoice. Cobalt's
 * users are billed by the partner platform, so it has none here.
 */
export const DEMO_BILLING: Readonly<Record<string, DemoBillingHistory>> = {
  summit: { pastTerms: 1, paysAfterDays: 2 },
  harborview: { pastTerms: 0, paysAfterDays: 5 },
  keystone: { pastTerms: 1, paysAfterDays: 1 },
  gulf: { pastTerms: 0, paysAfterDays: 9 },
  meridian: {
    pastTerms: 2,
    paysAfterDays: 24,
    seatsAdded: { seats: 5, daysAgo: 60 },
  },
  northstar: { pastTerms: 0, paysAfterDays: 18 },
  bluebonnet: { pastTerms: 1, paysAfterDays: 3 },
  redriver: { pastTerms: 0, paysAfterDays: 0 },
  sentinel: { pastTerms: 0, paysAfterDays: 4 },
};

interface Billed {
  account: AccountPlan & { renewalDate: string };
  plan: Plan;
  modules: ProductCode[];
  history: DemoBillingHistory;
  today: string;
}

// The first day of the current term: a year (or the trial) before renewal.
const termStart = ({ account, plan }: Billed) =>
  plan.billing === 'trial'
    ? addDays(account.renewalDate, -plan.termDays)
    : addMonths(account.renewalDate, -12);

function seatsOn(billed: Billed, day: string): number {
  const seats = billed.account.seats ?? 1;
  const added = billed.history.seatsAdded;
  if (!added || day >= addDays(billed.today, -added.daysAgo)) return seats;
  return seats - added.seats;
}

/** The invoices of the account's history, oldest first, issued by today. */
export function demoInvoices(billed: Billed): NewInvoice[] {
  const { account, plan, modules, history, today } = billed;
  const first = addMonths(termStart(billed), -12 * history.pastTerms);
  const starts: string[] = [];
  const step = plan.billing === 'month' ? 1 : 12;
  for (let i = 0; ; i += 1) {
    const start = addMonths(first, i * step);
    if (start > today || (plan.billing === 'trial' && i > 0)) break;
    starts.push(start);
  }
  const invoice = (start: string, end: string, seats: number) => {
    const paid = addDays(start, history.paysAfterDays);
    return {
      accountId: account.id,
      plan: plan.key,
      modules,
      seats,
      period: { start, end },
      issuedOn: start,
      paidOn: paid <= today ? paid : null,
    };
  };
  const invoices = starts.map((start) => {
    const period = nextPeriod(plan, start);
    return invoice(start, period.end, seatsOn(billed, start));
  });
  const added = history.seatsAdded;
  if (plan.billing === 'year' && added) {
    // Seats bought mid-term are billed for the rest of the term.
    const day = addDays(today, -added.daysAgo);
    const end = addDays(account.renewalDate, -1);
    invoices.push(invoice(day, end, added.seats));
    invoices.sort((a, b) => a.issuedOn.localeCompare(b.issuedOn));
  }
  return invoices;
}

/** Records the demo accounts' invoice history through recordInvoice. */
export async function seedDemoBilling(
  db: Db,
  accountIds: AccountIds,
  now = new Date(),
): Promise<void> {
  const accounts = new Map((await listAccountPlans(db)).map((a) => [a.id, a]));
  for (const [key, history] of Object.entries(DEMO_BILLING)) {
    const account = accounts.get(accountIds.get(key) ?? -1);
    if (!account?.plan || !account.renewalDate) continue;
    const modules = PRODUCT_CODES.filter(
      (code) => account.products?.[code] !== undefined,
    );
    const billed: Billed = {
      account: { ...account, renewalDate: account.renewalDate },
      plan: planOf(account.plan),
      modules,
      history,
      today: dayOf(now),
    };
    for (const invoice of demoInvoices(billed)) {
      await recordInvoice(db, invoice, now);
    }
  }
}
