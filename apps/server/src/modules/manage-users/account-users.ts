import {
  productsBeyond,
  type InviteUserBody,
  type ManagedUser,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ValidationError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import { getAccountPlan, type AccountPlan } from '../accounts/index';
import { findAccountGroup, findAccountMemberships } from './groups.repository';
import { ManageUsersError } from './manage-users.errors';
import {
  countEnabledUsers,
  findAccountUser,
  findAccountUsers,
  insertUser,
  isUsernameTaken,
  updateUserAccess,
  type AccountUserRow,
} from './manage-users.repository';
import {
  aclsForProducts,
  aclsOf,
  boughtProducts,
  isAccountAdmin,
  productsOf,
} from './user-access';

/** The account's plan with what it bought, or 404. */
export async function accountPlanOf(
  db: Db,
  accountId: number,
  options: { lock?: boolean } = {},
): Promise<AccountPlan & { bought: ProductsMap }> {
  const plan = await getAccountPlan(db, accountId, options);
  if (!plan) throw new ManageUsersError('ACCOUNT_NOT_FOUND');
  const users =
    plan.products === null ? await findAccountUsers(db, accountId) : [];
  return { ...plan, bought: boughtProducts(plan.products, users) };
}

/** The account's enabled users: the seats it uses. */
export const accountSeatsUsed = (db: Db, accountId: number): Promise<number> =>
  countEnabledUsers(db, accountId);

/** Refuses products or states the account has not bought (SPEC §6 expanded). */
export function checkWithinBought(wanted: ProductsMap, bought: ProductsMap) {
  const beyond = productsBeyond(wanted, bought);
  if (Object.keys(beyond).length > 0) {
    throw new ManageUsersError('PRODUCTS_NOT_BOUGHT', { products: beyond });
  }
}

/** A seat for one more enabled user, or SEATS_FULL. */
export async function checkFreeSeat(db: Db, plan: AccountPlan): Promise<void> {
  if (plan.seats === null) return;
  if ((await countEnabledUsers(db, plan.id)) >= plan.seats) {
    throw new ManageUsersError('SEATS_FULL', { seats: plan.seats });
  }
}

/**
 * Adds an enabled user to an account within its seats and products: the
 * one path of an invite and of the demo team. `db` should be a transaction.
 */
export async function addAccountUser(
  db: Db,
  accountId: number,
  body: InviteUserBody,
  passwordHash: string,
): Promise<number> {
  const plan = await accountPlanOf(db, accountId, { lock: true });
  await checkFreeSeat(db, plan);
  checkWithinBought(body.products, plan.bought);
  if (await isUsernameTaken(db, body.username)) {
    throw new ValidationError({
      username: 'That user name is taken. Choose another.',
    });
  }
  const users = await findAccountUsers(db, accountId);
  const email = body.email.toLowerCase();
  if (users.some((u) => u.email.toLowerCase() === email)) {
    throw new ValidationError({
      email: 'A user of this account already has this e-mail address.',
    });
  }
  return insertUser(db, {
    account_id: accountId,
    username: body.username,
    email: body.email,
    first_name: body.first_name,
    last_name: body.last_name,
    // An enterprise user without administrator rights (SPEC §6).
    type: 4,
    role: '0',
    products: JSON.stringify(body.products),
    acls: aclsForProducts(body.products, '{}'),
    flag_show_upgrade_subscription: '0',
    require_mfa_login: '0',
    enable_pc_export_csv: '1',
    enable_eb_export_csv: '1',
    enable_adv_search: '1',
    zywave_eb_broker_search: '0',
    zywave_is_premium_contacts: '0',
    can_access_legacy_hw_ret: '0',
    password_hash: passwordHash,
    mfa_secret: null,
    is_enabled: 1,
    created_at: nowIso(),
  });
}

function toManagedUser(user: AccountUserRow, groupIds: number[]): ManagedUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_enabled: user.is_enabled === 1,
    is_admin: isAccountAdmin(user),
    products: productsOf(user.products),
    group_ids: groupIds,
    last_sign_in: user.last_sign_in,
  };
}

/** The account's users as Manage Users shows them (one, when asked). */
export async function managedUsersOf(
  db: Db,
  accountId: number,
  userId?: number,
): Promise<ManagedUser[]> {
  const users = await findAccountUsers(db, accountId, userId);
  const groupsOf = new Map<number, number[]>();
  for (const m of await findAccountMemberships(db, accountId)) {
    groupsOf.set(m.user_id, [...(groupsOf.get(m.user_id) ?? []), m.group_id]);
  }
  return users.map((u) => toManagedUser(u, groupsOf.get(u.id) ?? []));
}

/** The enabled administrators of an account. */
export async function enabledAdminIds(
  db: Db,
  accountId: number,
): Promise<number[]> {
  return (await findAccountUsers(db, accountId))
    .filter((u) => u.is_enabled === 1 && isAccountAdmin(u))
    .map((u) => u.id);
}

/**
 * Names the group a user's Group Activity Report reads (ACTIVITY_REP_GROUP_ID
 * of SPEC §3), on every product they hold.
 */
export async function setReportGroup(
  db: Db,
  accountId: number,
  userId: number,
  groupId: number,
): Promise<void> {
  const user = await findAccountUser(db, accountId, userId);
  if (!user) throw new ManageUsersError('USER_NOT_FOUND');
  if (!(await findAccountGroup(db, accountId, groupId))) {
    throw new ManageUsersError('GROUP_NOT_FOUND');
  }
  const acls = aclsOf(user.acls);
  for (const code of Object.keys(acls) as (keyof typeof acls)[]) {
    acls[code] = { ...acls[code], ACTIVITY_REP_GROUP_ID: String(groupId) };
  }
  await updateUserAccess(db, userId, {
    products: user.products,
    acls: JSON.stringify(acls),
  });
}
