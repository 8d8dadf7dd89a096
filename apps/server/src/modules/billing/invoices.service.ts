import {
  planMisfit,
  planOf,
  PRODUCT_CODES,
  type InvoiceSummary,
  type PlanKey,
  type ProductCode,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../shared/time';
import { getAccountPlan } from '../accounts/index';
import { accountPlanOf, accountSeatsUsed } from '../manage-users/index';
import { addDays, dayOf, isCalendarDay } from './billing-calendar';
import { BillingError } from './billing.errors';
import { toInvoiceSummary } from './invoice-mapping';
import {
  invoiceCharges,
  nextPeriod,
  type BillingPeriod,
} from './invoice-charges';
import {
  findInvoiceByNumber,
  findLastInvoice,
  insertInvoice,
  setInvoicePaid,
} from './invoices.repository';

/** What an invoice bills: seats of modules of a plan over a period. */
export interface NewInvoice {
  accountId: number;
  plan: PlanKey;
  modules: readonly ProductCode[];
  seats: number;
  period: BillingPeriod;
  issuedOn: string;
  // The day it was paid; null or unset: not yet.
  paidOn?: string | null;
}

// Net 30; the trial's no-charge invoice is due when issued.
const PAYMENT_DAYS = 30;
// The largest total an integer column holds, in cents.
const MAX_TOTAL_CENTS = 2_147_483_647;

const invoiceNumber = (accountId: number, seq: number) =>
  `INV-${String(accountId).padStart(5, '0')}-${String(seq).padStart(4, '0')}`;

function refuse(reason: string): never {
  throw new BillingError('INVOICE_NOT_BILLABLE', { reason });
}

function checkInvoice(invoice: NewInvoice): void {
  const { period, issuedOn, paidOn } = invoice;
  const days = [period.start, period.end, issuedOn, paidOn ?? issuedOn];
  if (!days.every(isCalendarDay)) refuse('Days are written YYYY-MM-DD.');
  if (period.end < period.start) refuse('The period ends before it starts.');
  if (paidOn && paidOn < issuedOn) refuse('It was paid before it was issued.');
  if (!Number.isInteger(invoice.seats) || invoice.seats < 1) {
    refuse('An invoice bills at least one seat.');
  }
  if (invoice.modules.length === 0) refuse('An invoice bills a module.');
  const misfit = planMisfit(planOf(invoice.plan), 1, invoice.modules);
  if (misfit.modules) refuse(misfit.modules);
}

async function insertNumbered(
  db: Db,
  invoice: NewInvoice,
  now: Date,
): Promise<InvoiceSummary> {
  const plan = planOf(invoice.plan);
  // The account's row is held, so two invoices never take one number.
  const account = await getAccountPlan(db, invoice.accountId, { lock: true });
  if (!account) throw new BillingError('ACCOUNT_NOT_FOUND');
  const charges = invoiceCharges(
    plan,
    invoice.modules,
    invoice.seats,
    invoice.period,
  );
  const total = charges.reduce((sum, c) => sum + c.amountCents, 0);
  if (total > MAX_TOTAL_CENTS)
    refuse('The total is too large for one invoice.');
  const seq = ((await findLastInvoice(db, invoice.accountId))?.seq ?? 0) + 1;
  const row = {
    account_id: invoice.accountId,
    seq,
    number: invoiceNumber(invoice.accountId, seq),
    plan: plan.key,
    seats: invoice.seats,
    issued_on: invoice.issuedOn,
    due_on:
      plan.billing === 'trial'
        ? invoice.issuedOn
        : addDays(invoice.issuedOn, PAYMENT_DAYS),
    period_start: invoice.period.start,
    period_end: invoice.period.end,
    total_cents: total,
    paid_on: invoice.paidOn ?? null,
    created_at: nowIso(now),
  };
  const id = await insertInvoice(
    db,
    row,
    charges.map((c, position) => ({
      position,
      product: c.product,
      description: c.description,
      seats: c.seats,
      unit_cents: c.unitCents,
      amount_cents: c.amountCents,
    })),
  );
  return toInvoiceSummary({ ...row, id }, dayOf(now));
}

/**
 * Records an invoice priced from its plan (never a typed amount): each
 * module's seats for the period at the plan's price. The one way an
 * invoice is written: the billing command and the demo seed call it.
 */
export async function recordInvoice(
  db: Db,
  invoice: NewInvoice,
  now = new Date(),
): Promise<InvoiceSummary> {
  checkInvoice(invoice);
  return db.isTransaction
    ? insertNumbered(db, invoice, now)
    : db.transaction().execute((trx) => insertNumbered(trx, invoice, now));
}

/**
 * Bills an account's next period on its plan as it is now: the modules it
 * bought, its seats (or the seats it uses when not limited), from the day
 * after its last invoice's period (or `from`, or today).
 */
export async function billAccount(
  db: Db,
  accountId: number,
  options: { from?: string; paidOn?: string | null; now?: Date } = {},
): Promise<InvoiceSummary> {
  const now = options.now ?? new Date();
  const account = await accountPlanOf(db, accountId);
  if (account.plan === null) throw new BillingError('NO_PLAN');
  const plan = planOf(account.plan);
  const modules = PRODUCT_CODES.filter(
    (code) => account.bought[code] !== undefined,
  );
  const seats = account.seats ?? (await accountSeatsUsed(db, accountId));
  const last = await findLastInvoice(db, accountId);
  const start =
    options.from ?? (last ? addDays(last.periodEnd, 1) : dayOf(now));
  if (!isCalendarDay(start)) refuse('Days are written YYYY-MM-DD.');
  return recordInvoice(
    db,
    {
      accountId,
      plan: plan.key,
      modules,
      seats,
      period: nextPeriod(plan, start),
      issuedOn: dayOf(now),
      paidOn: options.paidOn ?? null,
    },
    now,
  );
}

/** Records the day an invoice (by its number) was paid. */
export async function markInvoicePaid(
  db: Db,
  number: string,
  paidOn: string,
  now = new Date(),
): Promise<InvoiceSummary> {
  const invoice = await findInvoiceByNumber(db, number);
  if (!invoice) throw new BillingError('INVOICE_NOT_FOUND');
  if (!isCalendarDay(paidOn)) refuse('Days are written YYYY-MM-DD.');
  if (paidOn < invoice.issued_on) refuse('It was paid before it was issued.');
  await setInvoicePaid(db, invoice.id, paidOn);
  return toInvoiceSummary({ ...invoice, paid_on: paidOn }, dayOf(now));
}
