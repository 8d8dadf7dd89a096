import type { Generated, Selectable } from 'kysely';

/** accounts: the subscriber a user belongs to (ARCHITECTURE §3). */
export interface AccountsTable {
  id: Generated<number>;
  name: string;
  // 1 direct, 2 enterprise, 3 trial, 6 partner platform, 7 internal staff.
  account_type: number;
  // YYYY-MM-DD
  renewal_date: string | null;
  // A key of PLANS (contracts); null: no plan on record (internal staff).
  plan: string | null;
  // Seats bought (null: not limited).
  seats: number | null;
  // JSON text: the products bought and their states, as a user's products
  // map; null: what the account's users hold between them.
  products: string | null;
  created_at: string;
}
export type AccountRow = Selectable<AccountsTable>;
