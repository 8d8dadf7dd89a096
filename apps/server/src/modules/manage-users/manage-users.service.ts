import { randomBytes } from 'node:crypto';
import type {
  InviteUserBody,
  ManagedAccount,
  ManagedUser,
  MessageResponse,
  ProductsMap,
} from '@edge/contracts';
import { endAllSessions, type UserRow } from '../auth/index';
import { mailInvite, mailPasswordReset } from '../password-reset/index';
import {
  accountPlanOf,
  addAccountUser,
  checkFreeSeat,
  checkWithinBought,
  enabledAdminIds,
  managedUsersOf,
} from './account-users';
import { recordChange } from './admin-context';
import { addAccountGroupMember, groupsOf } from './groups.service';
import type { AdminContext, ManageUsersDeps } from './manage-users.deps';
import { ManageUsersError } from './manage-users.errors';
import {
  findAccountUser,
  setUserEnabled,
  updateUserAccess,
  updateUserRights,
} from './manage-users.repository';
import { aclsForProducts, adminRights, isAccountAdmin } from './user-access';

async function userOf(deps: ManageUsersDeps, ctx: AdminContext, id: number) {
  const user = await findAccountUser(deps.db, ctx.accountId, id);
  if (!user) throw new ManageUsersError('USER_NOT_FOUND');
  return user;
}

async function managedUser(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  id: number,
): Promise<ManagedUser> {
  const [user] = await managedUsersOf(deps.db, ctx.accountId, id);
  if (!user) throw new ManageUsersError('USER_NOT_FOUND');
  return user;
}

const describeUser = (user: Pick<UserRow, 'username' | 'email'>) =>
  `${user.username} (${user.email})`;

/** The account's users, groups, seats and what it bought. */
export async function getManagedAccount(
  deps: ManageUsersDeps,
  ctx: AdminContext,
): Promise<ManagedAccount> {
  const plan = await accountPlanOf(deps.db, ctx.accountId);
  const users = await managedUsersOf(deps.db, ctx.accountId);
  return {
    account_id: plan.id,
    account_name: plan.name,
    seats: plan.seats,
    seats_used: users.filter((u) => u.is_enabled).length,
    products: plan.bought,
    users,
    groups: await groupsOf(deps.db, ctx.accountId),
  };
}

/**
 * Creates the user with a password nobody knows and mails them a link to
 * choose theirs (single use, 7 days).
 */
export async function inviteUser(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  body: InviteUserBody,
): Promise<ManagedUser> {
  const unknown = await deps.passwords.hash(randomBytes(32).toString('hex'));
  const id = await deps.db.transaction().execute(async (trx) => {
    const userId = await addAccountUser(trx, ctx.accountId, body, unknown);
    for (const groupId of new Set(body.group_ids ?? [])) {
      await addAccountGroupMember(trx, ctx.accountId, groupId, userId);
    }
    return userId;
  });
  const plan = await accountPlanOf(deps.db, ctx.accountId);
  await mailInvite(
    deps,
    {
      id,
      username: body.username,
      email: body.email,
      firstName: body.first_name,
      isEnabled: true,
    },
    { accountName: plan.name, invitedBy: ctx.adminName },
  );
  recordChange(deps, ctx, 'user_invite', `Invited ${describeUser(body)}`);
  return managedUser(deps, ctx, id);
}

/** Disables a user: they cannot sign in, and their sessions end now. */
export async function disableUser(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  userId: number,
): Promise<ManagedUser> {
  await deps.db.transaction().execute(async (trx) => {
    // The account's row orders this check against other admin changes.
    await accountPlanOf(trx, ctx.accountId, { lock: true });
    const user = await userOf({ ...deps, db: trx }, ctx, userId);
    if (user.is_enabled !== 1) return;
    const admins = await enabledAdminIds(trx, ctx.accountId);
    if (isAccountAdmin(user) && admins.length <= 1) {
      throw new ManageUsersError('LAST_ADMIN');
    }
    await setUserEnabled(trx, userId, false);
    await endAllSessions({ ...deps, db: trx }, userId, 'disabled');
  });
  const user = await managedUser(deps, ctx, userId);
  recordChange(deps, ctx, 'user_disable', `Disabled ${describeUser(user)}`);
  return user;
}

/** Enables a user again, if a seat is free. */
export async function enableUser(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  userId: number,
): Promise<ManagedUser> {
  await deps.db.transaction().execute(async (trx) => {
    const plan = await accountPlanOf(trx, ctx.accountId, { lock: true });
    const user = await userOf({ ...deps, db: trx }, ctx, userId);
    if (user.is_enabled === 1) return;
    await checkFreeSeat(trx, plan);
    await setUserEnabled(trx, userId, true);
  });
  const user = await managedUser(deps, ctx, userId);
  recordChange(deps, ctx, 'user_enable', `Enabled ${describeUser(user)}`);
  return user;
}

export const RESET_SENT = 'A password reset e-mail is on its way.';

/** Mails the user a password reset link. */
export async function sendPasswordReset(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  userId: number,
): Promise<MessageResponse> {
  const user = await userOf(deps, ctx, userId);
  if (user.is_enabled !== 1) throw new ManageUsersError('USER_DISABLED');
  await mailPasswordReset(deps, {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    isEnabled: true,
  });
  recordChange(
    deps,
    ctx,
    'user_password_reset',
    `Sent a password reset to ${describeUser(user)}`,
  );
  return { message: RESET_SENT };
}

/** Sets a user's products and states, within what the account bought. */
export async function setUserProducts(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  userId: number,
  products: ProductsMap,
): Promise<ManagedUser> {
  const user = await userOf(deps, ctx, userId);
  const plan = await accountPlanOf(deps.db, ctx.accountId);
  checkWithinBought(products, plan.bought);
  await updateUserAccess(deps.db, userId, {
    products: JSON.stringify(products),
    acls: aclsForProducts(products, user.acls),
  });
  const summary = Object.entries(products)
    .map(([code, states]) => `${code}: ${states}`)
    .join('; ');
  recordChange(
    deps,
    ctx,
    'user_access_change',
    `Set the products of ${user.username} to ${summary}`,
  );
  return managedUser(deps, ctx, userId);
}

/**
 * Gives a user administrator rights (Manage Users and the account's
 * reports) or takes them: never one's own, never the last administrator's.
 */
export async function setUserAdmin(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  userId: number,
  isAdmin: boolean,
): Promise<ManagedUser> {
  const isChanged = await deps.db.transaction().execute(async (trx) => {
    // The account's row orders this check against other admin changes.
    await accountPlanOf(trx, ctx.accountId, { lock: true });
    const user = await userOf({ ...deps, db: trx }, ctx, userId);
    if (user.id === ctx.adminId) {
      throw new ManageUsersError('OWN_ADMIN_RIGHTS');
    }
    if (isAccountAdmin(user) === isAdmin) return false;
    const rights = adminRights(user, isAdmin);
    if (isAdmin && !isAccountAdmin({ ...user, ...rights })) {
      throw new ManageUsersError('NOT_ENTERPRISE_USER');
    }
    const admins = await enabledAdminIds(trx, ctx.accountId);
    if (!isAdmin && admins.length <= 1 && admins.includes(user.id)) {
      throw new ManageUsersError('LAST_ADMIN');
    }
    await updateUserRights(trx, userId, rights);
    return true;
  });
  const user = await managedUser(deps, ctx, userId);
  if (isChanged) {
    recordChange(
      deps,
      ctx,
      'user_access_change',
      isAdmin
        ? `Made ${user.username} an administrator`
        : `Took the administrator rights of ${user.username}`,
    );
  }
  return user;
}
