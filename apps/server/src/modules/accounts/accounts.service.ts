import {
  isPlanKey,
  productsMapSchema,
  type PlanKey,
  type ProductsMap,
  type SubscriptionInfo,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { AccountRow } from './accounts.table';
import { AccountError } from './accounts.errors';
import {
  findAccountById,
  findAccounts,
  lockAccountRow,
  searchAccounts,
} from './accounts.repository';

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
  // The plan it is on; null: none on record.
  plan: PlanKey | null;
  // YYYY-MM-DD, or null.
  renewalDate: string | null;
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

const toAccountPlan = (account: AccountRow): AccountPlan => ({
  id: account.id,
  name: account.name,
  accountType: account.account_type,
  seats: account.seats,
  products: parseBought(account.products),
  plan: isPlanKey(account.plan) ? account.plan : null,
  renewalDate: account.renewal_date,
});

/** Every account with what it bought, by id. */
export async function listAccountPlans(db: Db): Promise<AccountPlan[]> {
  return (await findAccounts(db)).map(toAccountPlan);
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
  return account && toAccountPlan(account);
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

/** The renewal date of an account, YYYY-MM-DD, or null when it has none. */
export async function getRenewalDate(
  db: Db,
  accountId: number,
): Promise<string | null> {
  const account = await findAccountById(db, accountId);
  return account?.renewal_date ?? null;
}

/** Accounts by name (or id), a page at a time: internal staff's list. */
export async function listAccounts(
  db: Db,
  query: string,
  page: { offset: number; limit: number },
): Promise<{ total: number; accounts: AccountSummary[] }> {
  const { total, rows } = await searchAccounts(db, query, page);
  return {
    total,
    accounts: rows.map((row) => ({
      id: row.id,
      name: row.name,
      accountType: row.account_type,
    })),
  };
}
