import {
  BILLING_PAGE_PATH,
  CANCEL_NOTICE_DAYS,
  expandStateList,
  planInfo,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  type AccountSubscription,
  type Billing,
  type BillingPortal,
  type Invoice,
} from '@edge/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { accountPlanOf, accountSeatsUsed } from '../manage-users/index';
import { addDays, dayOf } from './billing-calendar';
import { BillingError } from './billing.errors';
import { toInvoice, toInvoiceSummary } from './invoice-mapping';
import {
  findAccountInvoice,
  findAccountInvoices,
  findInvoiceLines,
} from './invoices.repository';

/** The account's plan, seats, modules and renewal, as the pages show them. */
export async function accountSubscription(
  db: Db,
  accountId: number,
): Promise<AccountSubscription> {
  const account = await accountPlanOf(db, accountId);
  const renewal = account.renewalDate;
  return {
    account_name: account.name,
    plan: account.plan,
    seats: account.seats,
    seats_used: await accountSeatsUsed(db, accountId),
    modules: PRODUCT_CODES.flatMap((code) => {
      const entry = account.bought[code];
      if (entry === undefined) return [];
      const states = expandStateList(entry).length;
      return [{ code, name: PRODUCT_NAMES[code], entry, state_count: states }];
    }),
    renewal_date: renewal,
    // SPEC §9: cancelling needs at least 60 days before renewal.
    cancel_by: renewal ? addDays(renewal, -CANCEL_NOTICE_DAYS) : null,
  };
}

/** GET /api/v1/billing: the plan, seats, renewal and invoices. */
export async function getBilling(
  db: Db,
  accountId: number,
  now = new Date(),
): Promise<Billing> {
  const subscription = await accountSubscription(db, accountId);
  const today = dayOf(now);
  const invoices = await findAccountInvoices(db, accountId);
  return {
    subscription,
    plan: subscription.plan ? planInfo(subscription.plan) : null,
    invoices: invoices.map((row) => toInvoiceSummary(row, today)),
  };
}

/** One invoice of the account with its charges; another's is 404. */
export async function getInvoice(
  db: Db,
  accountId: number,
  id: number,
  now = new Date(),
): Promise<Invoice> {
  const row = await findAccountInvoice(db, accountId, id);
  if (!row) throw new BillingError('INVOICE_NOT_FOUND');
  const account = await accountPlanOf(db, accountId);
  const lines = await findInvoiceLines(db, row.id);
  return toInvoice(row, lines, account.name, dayOf(now));
}

/**
 * SPEC §7: the billing provider's portal when one is configured, else this
 * app's own billing page (a path on the app's own origin).
 */
export function billingPortal(
  config: Pick<Config, 'billingPortalUrl'>,
): BillingPortal {
  return { billing_portal: config.billingPortalUrl ?? BILLING_PAGE_PATH };
}
