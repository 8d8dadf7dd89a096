import {
  isPlanKey,
  productCodeSchema,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@edge/contracts';
import type { InvoiceLineRow, InvoiceRow } from './billing.table';

/** Paid once paid; before that open, and overdue after its due day. */
export function invoiceStatus(
  row: Pick<InvoiceRow, 'paid_on' | 'due_on'>,
  today: string,
): InvoiceStatus {
  if (row.paid_on !== null) return 'paid';
  return row.due_on < today ? 'overdue' : 'open';
}

/** An invoice row as the billing page lists it. */
export function toInvoiceSummary(
  row: InvoiceRow,
  today: string,
): InvoiceSummary {
  if (!isPlanKey(row.plan))
    throw new Error(`invoice ${row.id}: plan ${row.plan}`);
  return {
    id: row.id,
    number: row.number,
    issued_on: row.issued_on,
    due_on: row.due_on,
    period_start: row.period_start,
    period_end: row.period_end,
    plan: row.plan,
    seats: row.seats,
    total_cents: row.total_cents,
    status: invoiceStatus(row, today),
    paid_on: row.paid_on,
  };
}

/** An invoice with its charges. */
export function toInvoice(
  row: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  accountName: string,
  today: string,
): Invoice {
  return {
    ...toInvoiceSummary(row, today),
    account_name: accountName,
    lines: lines.map((line) => ({
      product: productCodeSchema.parse(line.product),
      description: line.description,
      seats: line.seats,
      unit_cents: line.unit_cents,
      amount_cents: line.amount_cents,
    })),
  };
}
