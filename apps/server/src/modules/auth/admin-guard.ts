import { adminAccess, type AdminAccess, type UserInfo } from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { currentUser } from '../../plugins/access';
import { ForbiddenError } from '../../shared/errors';
import { getUserInfo } from './auth.service';

export type AdminEntry = Exclude<keyof AdminAccess, 'groupActivityReport'>;

export interface AdminCaller {
  user: UserInfo;
  access: AdminAccess;
}

/**
 * The signed-in caller of an admin API, read fresh from the database, with
 * what SPEC §6 lets them open; 403 unless `entry` is allowed (the Admin
 * menu hides it by the same rule, adminAccess of the contracts).
 */
export async function requireAdminEntry(
  db: Db,
  request: FastifyRequest,
  entry: AdminEntry | 'groupActivityReport',
): Promise<AdminCaller> {
  const auth = currentUser(request);
  const user = await getUserInfo({ db }, auth.userId, auth.publicSessionId);
  const access = adminAccess(user);
  const allowed =
    entry === 'groupActivityReport'
      ? access.groupActivityReport !== null
      : access[entry];
  if (!allowed) throw new ForbiddenError();
  return { user, access };
}
