import { ACCOUNT_TYPES, type Module, type UserInfo } from '@edge/contracts';
import { hasAclFlag } from '../../../utils/user-acl';

/** ARCHITECTURE §3: who sees Export History in the Tools menu. */
export function isExportHistoryVisible(
  user: UserInfo,
  module: Module,
): boolean {
  const type = user.account_type;
  if (
    type === ACCOUNT_TYPES.ENTERPRISE ||
    type === ACCOUNT_TYPES.INTERNAL_STAFF
  ) {
    return true;
  }
  // Partner-platform accounts follow the export switch of the current module.
  if (type === ACCOUNT_TYPES.PARTNER_PLATFORM) {
    const flag =
      module === 'pc' ? user.enable_pc_export_csv : user.enable_eb_export_csv;
    return flag === '1';
  }
  return (
    user.require_mfa_login === '1' || hasAclFlag(user, 'EXPORT_HISTORY_ENABLE')
  );
}
