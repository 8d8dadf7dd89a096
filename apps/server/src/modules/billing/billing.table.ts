import type { Generated, Selectable } from 'kysely';

/** invoices: what an account was billed, one row per invoice. */
export interface InvoicesTable {
  id: Generated<number>;
  account_id: number;
  // The account's n-th invoice; with the account id it makes the number.
  seq: number;
  number: string;
  // A key of PLANS (contracts) the charges were priced by.
  plan: string;
  seats: number;
  // Calendar days, YYYY-MM-DD; the period's end is its last day.
  issued_on: string;
  due_on: string;
  period_start: string;
  period_end: string;
  total_cents: number;
  paid_on: string | null;
  created_at: string;
}
export type InvoiceRow = Selectable<InvoicesTable>;

/** invoice_lines: an invoice's charges, one per module. */
export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  product: string;
  description: string;
  seats: number;
  unit_cents: number;
  amount_cents: number;
}
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;

/** upgrade_requests: what a user asked the sales team for. */
export interface UpgradeRequestsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  // The account's plan when asked (null: none on record).
  current_plan: string | null;
  plan: string;
  seats: number;
  // JSON text: the product codes wanted.
  modules: string;
  message: string;
  reply_to: string;
  created_at: string;
  mailed_at: string | null;
  mail_attempts: Generated<number>;
  // Set once every attempt to mail it failed.
  failed_at: string | null;
}
export type UpgradeRequestRow = Selectable<UpgradeRequestsTable>;

export interface BillingTables {
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  upgrade_requests: UpgradeRequestsTable;
}
