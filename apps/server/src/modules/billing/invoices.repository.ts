import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  InvoiceLineRow,
  InvoiceLinesTable,
  InvoiceRow,
  InvoicesTable,
} from './billing.table';

/** The account's invoices, newest first. */
export function findAccountInvoices(
  db: Db,
  accountId: number,
): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('issued_on', 'desc')
    .orderBy('seq', 'desc')
    .execute();
}

/** One invoice of the account; another account's is not found. */
export function findAccountInvoice(
  db: Db,
  accountId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findInvoiceByNumber(
  db: Db,
  number: string,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirst();
}

export function findInvoiceLines(
  db: Db,
  invoiceId: number,
): Promise<InvoiceLineRow[]> {
  return db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
}

/** The account's last invoice sequence number and service day, if any. */
export async function findLastInvoice(
  db: Db,
  accountId: number,
): Promise<{ seq: number; periodEnd: string } | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select(['seq', 'period_end'])
    .where('account_id', '=', accountId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { seq: row.seq, periodEnd: row.period_end };
}

export async function insertInvoice(
  db: Db,
  invoice: Insertable<InvoicesTable>,
  lines: Omit<Insertable<InvoiceLinesTable>, 'invoice_id'>[],
): Promise<number> {
  const { id } = await db
    .insertInto('invoices')
    .values(invoice)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await db
      .insertInto('invoice_lines')
      .values(lines.map((line) => ({ ...line, invoice_id: id })))
      .execute();
  }
  return id;
}

export async function setInvoicePaid(
  db: Db,
  id: number,
  paidOn: string,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ paid_on: paidOn })
    .where('id', '=', id)
    .execute();
}
