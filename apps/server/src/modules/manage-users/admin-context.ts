import { personName, type ActivityAction } from '@edge/contracts';
import type { AdminCaller } from '../auth/index';
import type { AdminContext, ManageUsersDeps } from './manage-users.deps';
import { ManageUsersError } from './manage-users.errors';

/** The caller's context in the account of the path; another account is 404. */
export function adminContext(
  caller: AdminCaller,
  accountId: number,
): AdminContext {
  if (caller.user.account_id !== accountId) {
    throw new ManageUsersError('ACCOUNT_NOT_FOUND');
  }
  const name = personName(caller.user.first_name, caller.user.last_name);
  return {
    accountId,
    adminId: caller.user.id,
    adminName: name || caller.user.username,
  };
}

export function recordChange(
  deps: ManageUsersDeps,
  ctx: AdminContext,
  action: ActivityAction,
  summary: string,
): void {
  deps.activity.record({
    accountId: ctx.accountId,
    userId: ctx.adminId,
    action,
    summary,
  });
}
