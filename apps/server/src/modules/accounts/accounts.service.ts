import {
  productsMapSchema,
  type BillingPortal,
  type ProductsMap,
  type SubscriptionInfo,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { AccountError } from './accounts.errors';
import { findAccountById, lockAccountRow } from './accounts.repository';

/** What other modules need of an account. */
export interface AccountSummary {
  id: number;
  name: string;
  accountType: number;
}

export async function getAccountSummary(
  db: Db,
  accountId: number,
): Promise<AccountSummary> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AccountError('ACCOUNT_NOT_FOUND');
  return {
    id: account.id,
    name: account.name,
    accountType: account.account_type,
  };
}

/** What an account bought: seats (null: not limited) and products. */
export interface AccountPlan extends AccountSummary {
  seats: number | null;
  // null: what the account's users hold between them.
  products: ProductsMap | null;
}

function parseBought(json: string | null): ProductsMap | null {
  if (json === null) return null;
  try {
    const parsed = productsMapSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The account's plan; with `lock`, its row is held until the transaction
 * ends, so seat checks run one at a time.
 */
export async function getAccountPlan(
  db: Db,
  accountId: number,
  options: { lock?: boolean } = {},
): Promise<AccountPlan | undefined> {
  if (options.lock) await lockAccountRow(db, accountId);
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  return {
    id: account.id,
    name: account.name,
    accountType: account.account_type,
    seats: account.seats,
    products: parseBought(account.products),
  };
}

/** SPEC §7: the renewal date of the user's account, YYYY-MM-DD. */
export async function getSubscriptionInfo(
  db: Db,
  accountId: number,
): Promise<SubscriptionInfo> {
  const account = await findAccountById(db, accountId);
  if (!account?.renewal_date) throw new AccountError('NO_SUBSCRIPTION_INFO');
  return { renewal_date: account.renewal_date };
}

/** SPEC §7: the billing portal of the user's account. */
export async function getBillingPortal(
  db: Db,
  accountId: number,
): Promise<BillingPortal> {
  const account = await findAccountById(db, accountId);
  if (!account?.billing_portal_url) throw new AccountError('NO_BILLING_PORTAL');
  return { billing_portal: account.billing_portal_url };
}

/** The renewal date of an account, YYYY-MM-DD, or null when it has none. */
export async function getRenewalDate(
  db: Db,
  accountId: number,
): Promise<string | null> {
  const account = await findAccountById(db, accountId);
  return account?.renewal_date ?? null;
}
