import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAGS,
  STAFF_ACCOUNTS_PAGE_SIZE,
  type AccountFlag,
  type FeatureFlag,
  type StaffAccount,
  type StaffAccountList,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../shared/time';
import {
  getAccountPlan,
  listAccounts,
  type AccountSummary,
} from '../accounts/index';
import { findContactsByIds } from '../auth/index';
import { FeatureFlagError } from './feature-flags.errors';
import {
  deleteAccountFlag,
  findFlagValues,
  listAccountFlagRows,
  upsertAccountFlag,
  type AccountFlagRow,
} from './feature-flags.repository';
import { parseStoredFlag } from './feature-flags.service';

type Defaults = Record<FeatureFlag, boolean>;

// Each flag's value for every account, as getDefaultFlagValue reads it.
async function flagDefaults(db: Db): Promise<Defaults> {
  const stored = await findFlagValues(db, FEATURE_FLAGS);
  const defaults = {} as Defaults;
  for (const flag of FEATURE_FLAGS) {
    defaults[flag] =
      parseStoredFlag(stored.get(flag)) ?? FEATURE_FLAG_DEFAULTS[flag];
  }
  return defaults;
}

function toAccountFlag(
  flag: FeatureFlag,
  defaultValue: boolean,
  row: AccountFlagRow | undefined,
  names: ReadonlyMap<number, string>,
): AccountFlag {
  const own = parseStoredFlag(row?.value);
  const isSet = own !== undefined;
  return {
    flag,
    value: own ?? defaultValue,
    default_value: defaultValue,
    is_set: isSet,
    changed_at: isSet ? row!.changed_at : null,
    changed_by:
      isSet && row!.changed_by !== null
        ? (names.get(row!.changed_by) ?? null)
        : null,
  };
}

/** Accounts with every flag this version knows, in FEATURE_FLAGS order. */
async function withFlags(
  db: Db,
  accounts: readonly AccountSummary[],
): Promise<StaffAccount[]> {
  const defaults = await flagDefaults(db);
  const rows = await listAccountFlagRows(
    db,
    accounts.map((a) => a.id),
  );
  const changers = [
    ...new Set(
      rows.flatMap((r) => (r.changed_by === null ? [] : [r.changed_by])),
    ),
  ];
  const contacts = await findContactsByIds(db, changers);
  const names = new Map([...contacts].map(([id, c]) => [id, c.username]));
  return accounts.map((account) => {
    const own = new Map(
      rows.filter((r) => r.account_id === account.id).map((r) => [r.flag, r]),
    );
    return {
      id: account.id,
      name: account.name,
      account_type: account.accountType,
      flags: FEATURE_FLAGS.map((flag) =>
        toAccountFlag(flag, defaults[flag], own.get(flag), names),
      ),
    };
  });
}

/** GET /api/v1/staff/accounts: accounts by name or id, with their flags. */
export async function listStaffAccounts(
  db: Db,
  query: { q: string; page: number },
): Promise<StaffAccountList> {
  const limit = STAFF_ACCOUNTS_PAGE_SIZE;
  const { total, accounts } = await listAccounts(db, query.q, {
    offset: (query.page - 1) * limit,
    limit,
  });
  return {
    total,
    page: query.page,
    page_size: limit,
    accounts: await withFlags(db, accounts),
  };
}

async function requireAccount(db: Db, accountId: number) {
  const account = await getAccountPlan(db, accountId);
  if (!account) throw new FeatureFlagError('FLAG_ACCOUNT_NOT_FOUND');
  return account;
}

/** One account with its flags; 404 for an id no account has. */
export async function getStaffAccount(
  db: Db,
  accountId: number,
): Promise<StaffAccount> {
  const [account] = await withFlags(db, [await requireAccount(db, accountId)]);
  return account!;
}

/** What a change of an account's flag was: before and after. */
export interface AccountFlagChange {
  account: StaffAccount;
  flag: FeatureFlag;
  before: AccountFlag;
  after: AccountFlag;
}

async function change(
  db: Db,
  accountId: number,
  flag: FeatureFlag,
  write: () => Promise<unknown>,
): Promise<AccountFlagChange> {
  const before = await getStaffAccount(db, accountId);
  await write();
  const account = await getStaffAccount(db, accountId);
  const of = (a: StaffAccount) => a.flags.find((f) => f.flag === flag)!;
  return { account, flag, before: of(before), after: of(account) };
}

/**
 * Sets an account's own value of a flag: the staff screen's switch, and
 * the demo seed's values (startup/demo-flags.ts).
 */
export function setAccountFlag(
  db: Db,
  input: {
    accountId: number;
    flag: FeatureFlag;
    value: boolean;
    changedBy: number | null;
    now?: Date;
  },
): Promise<AccountFlagChange> {
  return change(db, input.accountId, input.flag, () =>
    upsertAccountFlag(db, {
      account_id: input.accountId,
      flag: input.flag,
      value: JSON.stringify(input.value),
      changed_at: nowIso(input.now),
      changed_by: input.changedBy,
    }),
  );
}

/** Removes an account's own value: it gets the value for every account. */
export function resetAccountFlag(
  db: Db,
  accountId: number,
  flag: FeatureFlag,
): Promise<AccountFlagChange> {
  return change(db, accountId, flag, () =>
    deleteAccountFlag(db, accountId, flag),
  );
}
