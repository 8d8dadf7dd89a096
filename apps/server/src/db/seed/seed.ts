import { FEATURE_FLAG_DEFAULTS, type ProductAcl } from '@edge/contracts';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../modules/auth/auth.table';
import { addDaysAsDate, nowIso } from '../../shared/time';
import type { Db } from '../database';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { buildDemoSavedSearches } from './demo-saved-searches';
import { DEFAULT_FLAGS, DEMO_USERS, type DemoUser } from './demo-users';

export interface SeedOptions {
  seedDemo: boolean;
  // Hashes the shared demo password; called once per seed.
  hashPassword: (password: string) => Promise<string>;
  demoPassword: string;
  now?: Date;
  // Adds what the demo builds through the app's own services (the demo
  // team of Manage Users), in the seed's transaction.
  seedTeam?: (
    db: Db,
    passwordHash: string,
    accountIds: AccountIds,
  ) => Promise<void>;
}

/** The seeded accounts' ids by their demo key. */
export type AccountIds = ReadonlyMap<string, number>;

/** Flags the table lacks get their SPEC §9 default; set values are kept. */
async function seedFeatureFlags(db: Db): Promise<void> {
  const rows = Object.entries(FEATURE_FLAG_DEFAULTS).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
  }));
  await db
    .insertInto('feature_flags')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

async function insertAccounts(db: Db, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await db
      .insertInto('accounts')
      .values({
        name: account.name,
        account_type: account.accountType,
        renewal_date: addDaysAsDate(now, account.renewalInDays),
        seats: account.seats,
        products: JSON.stringify(account.products),
        plan: account.plan,
        created_at: nowIso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(account.key, id);
  }
  return ids;
}

// The acl flags of every product the user holds, each '0' or '1'.
function demoAcls(user: DemoUser): Record<string, ProductAcl> {
  const acl: ProductAcl = {
    ACTIVITY_REP_GROUP: '0',
    ACTIVITY_REP_ALL: '0',
    ENTERPERISE_ACC_ADMIN: '0',
    EXPORT_HISTORY_ENABLE: '0',
    ...user.acl,
  };
  return Object.fromEntries(
    Object.keys(user.products).map((product) => [product, acl]),
  );
}

function demoUserRow(
  user: DemoUser,
  accountId: number,
  passwordHash: string,
  now: Date,
): Insertable<UsersTable> {
  return {
    account_id: accountId,
    username: user.username,
    email: `${user.username}@demo.edge.local`,
    first_name: user.firstName,
    last_name: user.lastName,
    type: user.type,
    role: user.role,
    products: JSON.stringify(user.products),
    acls: JSON.stringify(demoAcls(user)),
    ...DEFAULT_FLAGS,
    ...user.flags,
    password_hash: passwordHash,
    mfa_secret: user.mfaSecret ?? null,
    is_enabled: 1,
    created_at: nowIso(now),
  };
}

async function seedDemo(
  db: Db,
  passwordHash: string,
  now: Date,
): Promise<AccountIds> {
  const accountIds = await insertAccounts(db, now);
  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const row = demoUserRow(
      user,
      accountIds.get(user.account)!,
      passwordHash,
      now,
    );
    const { id } = await db
      .insertInto('users')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(user.username, id);
  }
  const searches = buildDemoSavedSearches(userIds, now);
  if (searches.length > 0) {
    await db.insertInto('saved_searches').values(searches).execute();
  }
  return accountIds;
}

const hasAccounts = async (db: Db) =>
  (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !==
  undefined;

/**
 * Seeds flags always and the demo accounts when asked, on the first start
 * only: a database that has any account is left as it is.
 */
export async function seedDatabase(
  db: Db,
  options: SeedOptions,
): Promise<boolean> {
  const now = options.now ?? new Date();
  await seedFeatureFlags(db);
  if (!options.seedDemo || (await hasAccounts(db))) return false;
  // One hash for all the demo users, outside the transaction: Argon2id is
  // slow on purpose.
  const passwordHash = await options.hashPassword(options.demoPassword);
  return db.transaction().execute(async (trx) => {
    if (await hasAccounts(trx)) return false;
    const accountIds = await seedDemo(trx, passwordHash, now);
    await options.seedTeam?.(trx, passwordHash, accountIds);
    return true;
  });
}
