import {
  PRODUCT_CODES,
  productAclSchema,
  productsMapSchema,
  type ProductAcl,
  type ProductsMap,
  type UserInfo,
} from '@edge/contracts';
import type { AccountSummary } from '../accounts/index';
import type { UserRow } from './auth.table';

/** The products map stored as JSON text; anything unreadable grants nothing. */
export function parseProducts(json: string): ProductsMap {
  const parsed = productsMapSchema.safeParse(safeJson(json));
  return parsed.success ? parsed.data : {};
}

function safeJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

// The acls column keys acl flags by product code; the User info carries them
// as <PRODUCT>_acl (SPEC §3).
function aclFields(json: string): Partial<Record<`${string}_acl`, ProductAcl>> {
  const stored = safeJson(json) as Record<string, unknown> | null;
  const fields: Partial<Record<`${string}_acl`, ProductAcl>> = {};
  for (const product of PRODUCT_CODES) {
    const acl = productAclSchema.safeParse(stored?.[product]);
    if (stored?.[product] !== undefined && acl.success)
      fields[`${product}_acl`] = acl.data;
  }
  return fields;
}

/** Maps a user row, its account and session to the User info of SPEC §3. */
export function toUserInfo(
  user: UserRow,
  account: AccountSummary,
  publicSessionId: string,
): UserInfo {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    account_id: account.id,
    account_name: account.name,
    account_type: account.accountType,
    session_id: publicSessionId,
    type: user.type,
    role: user.role,
    products: parseProducts(user.products),
    ...aclFields(user.acls),
    flag_show_upgrade_subscription: user.flag_show_upgrade_subscription,
    require_mfa_login: user.require_mfa_login,
    enable_pc_export_csv: user.enable_pc_export_csv,
    enable_eb_export_csv: user.enable_eb_export_csv,
    enable_adv_search: user.enable_adv_search,
    zywave_eb_broker_search: user.zywave_eb_broker_search,
    zywave_is_premium_contacts: user.zywave_is_premium_contacts,
    can_access_legacy_hw_ret: user.can_access_legacy_hw_ret,
  };
}
