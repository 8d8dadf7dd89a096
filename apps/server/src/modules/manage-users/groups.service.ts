import type { UserGroup } from '@edge/contracts';
import type { Db } from '../../db/database';
import { ValidationError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import {
  addGroupMember,
  deleteGroup as deleteGroupRow,
  findAccountGroup,
  findAccountGroups,
  findAccountMemberships,
  findGroupByName,
  findGroupMemberIds,
  insertGroup,
  removeGroupMember,
  renameGroup as renameGroupRow,
  type GroupRow,
} from './groups.repository';
import type { AdminContext, ManageUsersDeps } from './manage-users.deps';
import { ManageUsersError } from './manage-users.errors';
import { findAccountUser, findAccountUsers } from './manage-users.repository';
import { aclsOf } from './user-access';
import { recordChange } from './admin-context';

/** The account's groups with their members. */
export async function groupsOf(
  db: Db,
  accountId: number,
): Promise<UserGroup[]> {
  const members = new Map<number, number[]>();
  for (const m of await findAccountMemberships(db, accountId)) {
    members.set(m.group_id, [...(members.get(m.group_id) ?? []), m.user_id]);
  }
  return (await findAccountGroups(db, accountId)).map((g) => ({
    id: g.id,
    name: g.name,
    member_ids: members.get(g.id) ?? [],
  }));
}

async function groupOf(db: Db, accountId: number, groupId: number) {
  const group = await findAccountGroup(db, accountId, groupId);
  if (!group) throw new ManageUsersError('GROUP_NOT_FOUND');
  return group;
}

async function toGroup(db: Db, group: GroupRow): Promise<UserGroup> {
  return {
    id: group.id,
    name: group.name,
    member_ids: await findGroupMemberIds(db, group.id),
  };
}

async function checkNameFree(
  db: Db,
  accountId: number,
  name: string,
  exceptId?: number,
) {
  const same = await findGroupByName(db, accountId, name);
  if (same && same.id !== exceptId) {
    throw new ValidationError({ name: 'A group of this name already exists.' });
  }
}

/** Creates a group of the account: the one path of admins and the demo. */
export async function addAccountGroup(
  db: Db,
  accountId: number,
  name: string,
): Promise<UserGroup> {
  await checkNameFree(db, accountId, name);
  const id = await insertGroup(db, {
    account_id: accountId,
    name,
    created_at: nowIso(),
  });
  return { id, name, member_ids: [] };
}

/** Puts a user of the account in one of its groups. */
export async function addAccountGroupMember(
  db: Db,
  accountId: number,
  groupId: number,
  userId: number,
): Promise<{ group: GroupRow; username: string; isAdded: boolean }> {
  const group = await groupOf(db, accountId, groupId);
  const user = await findAccountUser(db, accountId, userId);
  if (!user) throw new ManageUsersError('USER_NOT_FOUND');
  const isAdded = await addGroupMember(db, groupId, userId);
  return { group, username: user.username, isAdded };
}

export async function createGroup(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  name: string,
): Promise<UserGroup> {
  const group = await addAccountGroup(deps.db, ctx.accountId, name);
  recordChange(deps, ctx, 'group_create', `Created the group ${name}`);
  return group;
}

export async function renameGroup(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  groupId: number,
  name: string,
): Promise<UserGroup> {
  const group = await groupOf(deps.db, ctx.accountId, groupId);
  await checkNameFree(deps.db, ctx.accountId, name, groupId);
  await renameGroupRow(deps.db, groupId, name);
  recordChange(
    deps,
    ctx,
    'group_change',
    `Renamed the group ${group.name} to ${name}`,
  );
  return toGroup(deps.db, { ...group, name });
}

/** The users whose Group Activity Report reads the group (SPEC §3). */
async function groupReporters(
  db: Db,
  accountId: number,
  groupId: number,
): Promise<string[]> {
  const id = String(groupId);
  return (await findAccountUsers(db, accountId))
    .filter((user) =>
      Object.values(aclsOf(user.acls)).some(
        (acl) =>
          acl.ACTIVITY_REP_GROUP === '1' && acl.ACTIVITY_REP_GROUP_ID === id,
      ),
    )
    .map((user) => user.username);
}

export async function deleteGroup(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  groupId: number,
): Promise<void> {
  const group = await groupOf(deps.db, ctx.accountId, groupId);
  const reporters = await groupReporters(deps.db, ctx.accountId, groupId);
  if (reporters.length > 0) {
    throw new ManageUsersError('GROUP_REPORTED', { usernames: reporters });
  }
  await deps.db.transaction().execute((trx) => deleteGroupRow(trx, groupId));
  recordChange(deps, ctx, 'group_delete', `Deleted the group ${group.name}`);
}

export async function addMember(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  groupId: number,
  userId: number,
): Promise<UserGroup> {
  const { group, username, isAdded } = await addAccountGroupMember(
    deps.db,
    ctx.accountId,
    groupId,
    userId,
  );
  if (isAdded) {
    recordChange(
      deps,
      ctx,
      'group_change',
      `Added ${username} to the group ${group.name}`,
    );
  }
  return toGroup(deps.db, group);
}

export async function removeMember(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  groupId: number,
  userId: number,
): Promise<UserGroup> {
  const group = await groupOf(deps.db, ctx.accountId, groupId);
  const user = await findAccountUser(deps.db, ctx.accountId, userId);
  if (!user) throw new ManageUsersError('USER_NOT_FOUND');
  if (await removeGroupMember(deps.db, groupId, userId)) {
    recordChange(
      deps,
      ctx,
      'group_change',
      `Took ${user.username} out of the group ${group.name}`,
    );
  }
  return toGroup(deps.db, group);
}
