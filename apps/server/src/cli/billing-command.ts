import { formatCents, planOf, type InvoiceSummary } from '@edge/contracts';
import type { Db } from '../db/database';
import { listAccountPlans } from '../modules/accounts/index';
import {
  billAccount,
  dayOf,
  getBilling,
  markInvoicePaid,
} from '../modules/billing/index';

export const BILLING_USAGE = `Usage: npm run billing -- COMMAND [OPTIONS]

Records what accounts are billed, in the database of DATA_DIR or
DATABASE_URL. Amounts always come from the account's plan: seats of each
module it bought over the period, at the plan's price per seat per month.

  accounts                  list the accounts: id, plan, seats, renewal
  invoice --account ID      bill the account's next period on its plan: a
                            month, or a year for Enterprise, from the day
                            after its last invoice's period (or today)
      [--from YYYY-MM-DD]   start the period on this day instead
      [--paid YYYY-MM-DD]   record it as paid on this day
  paid NUMBER [--on YYYY-MM-DD]
                            record that an invoice was paid (today unless
                            told)
  list --account ID         the account's invoices, newest first`;

/** A mistake in the command line: the usage is printed with it. */
export class BillingUsageError extends Error {}

interface Parsed {
  command: string;
  positional: string[];
  options: Map<string, string>;
}

const OPTIONS = new Set(['--account', '--from', '--paid', '--on']);

function parse(argv: readonly string[]): Parsed {
  const [command = '', ...rest] = argv;
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (!OPTIONS.has(arg))
      throw new BillingUsageError(`Unknown option ${arg}.`);
    const value = rest[++i];
    if (!value) throw new BillingUsageError(`${arg} needs a value.`);
    options.set(arg, value);
  }
  return { command, positional, options };
}

function accountIdOf(options: Map<string, string>): number {
  const value = options.get('--account');
  if (!value || !/^\d+$/.test(value)) {
    throw new BillingUsageError('Name the account: --account ID.');
  }
  return Number(value);
}

const invoiceLine = (i: InvoiceSummary) =>
  [
    i.number,
    `issued ${i.issued_on}`,
    `${i.period_start} to ${i.period_end}`,
    `${planOf(i.plan).name}, ${i.seats} seats`,
    formatCents(i.total_cents),
    i.status === 'paid' ? `paid ${i.paid_on}` : i.status,
  ].join('  ');

async function listAccounts(db: Db): Promise<string[]> {
  const accounts = await listAccountPlans(db);
  if (accounts.length === 0) return ['No accounts.'];
  return accounts.map((a) =>
    [
      String(a.id).padStart(5),
      a.plan ? planOf(a.plan).name.padEnd(10) : 'no plan   ',
      `${a.seats ?? 'any'} seats`.padEnd(10),
      `renews ${a.renewalDate ?? 'never'}`,
      a.name,
    ].join('  '),
  );
}

/** Runs one billing command; returns the lines it prints. */
export async function runBillingCommand(
  db: Db,
  argv: readonly string[],
  now = new Date(),
): Promise<string[]> {
  const { command, positional, options } = parse(argv);
  switch (command) {
    case 'accounts':
      return listAccounts(db);
    case 'invoice': {
      const invoice = await billAccount(db, accountIdOf(options), {
        from: options.get('--from'),
        paidOn: options.get('--paid') ?? null,
        now,
      });
      return [`Recorded ${invoiceLine(invoice)}`];
    }
    case 'paid': {
      const [number] = positional;
      if (!number) throw new BillingUsageError('Name the invoice number.');
      const paidOn = options.get('--on') ?? dayOf(now);
      return [
        `Paid ${invoiceLine(await markInvoicePaid(db, number, paidOn, now))}`,
      ];
    }
    case 'list': {
      const billing = await getBilling(db, accountIdOf(options), now);
      if (billing.invoices.length === 0) return ['No invoices recorded.'];
      return billing.invoices.map(invoiceLine);
    }
    default:
      throw new BillingUsageError(
        command ? `Unknown command '${command}'.` : '',
      );
  }
}
