import type { Db } from '../../db/database';

export interface GroupRow {
  id: number;
  account_id: number;
  name: string;
}

export async function findAccountGroups(
  db: Db,
  accountId: number,
): Promise<GroupRow[]> {
  return db
    .selectFrom('user_groups')
    .select(['id', 'account_id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .execute();
}

/** A group of an account, or undefined (another account's group too). */
export async function findAccountGroup(
  db: Db,
  accountId: number,
  groupId: number,
): Promise<GroupRow | undefined> {
  return db
    .selectFrom('user_groups')
    .select(['id', 'account_id', 'name'])
    .where('id', '=', groupId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function findGroupByName(
  db: Db,
  accountId: number,
  name: string,
): Promise<GroupRow | undefined> {
  return db
    .selectFrom('user_groups')
    .select(['id', 'account_id', 'name'])
    .where('account_id', '=', accountId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Memberships of an account's groups. */
export async function findAccountMemberships(
  db: Db,
  accountId: number,
): Promise<{ group_id: number; user_id: number }[]> {
  return db
    .selectFrom('user_group_members')
    .innerJoin('user_groups', 'user_groups.id', 'user_group_members.group_id')
    .select(['user_group_members.group_id', 'user_group_members.user_id'])
    .where('user_groups.account_id', '=', accountId)
    .orderBy('user_group_members.user_id')
    .execute();
}

export async function insertGroup(
  db: Db,
  group: { account_id: number; name: string; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('user_groups')
    .values(group)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function renameGroup(
  db: Db,
  groupId: number,
  name: string,
): Promise<void> {
  await db
    .updateTable('user_groups')
    .set({ name })
    .where('id', '=', groupId)
    .execute();
}

export async function deleteGroup(db: Db, groupId: number): Promise<void> {
  await db
    .deleteFrom('user_group_members')
    .where('group_id', '=', groupId)
    .execute();
  await db.deleteFrom('user_groups').where('id', '=', groupId).execute();
}

/** Adds a member; false when they already were one. */
export async function addGroupMember(
  db: Db,
  groupId: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .insertInto('user_group_members')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a member; false when they were not one. */
export async function removeGroupMember(
  db: Db,
  groupId: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findGroupMemberIds(
  db: Db,
  groupId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('user_group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}
