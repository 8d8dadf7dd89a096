import { ACCOUNT_TYPES, type UserInfo } from '@edge/contracts';

/** The signed-in user works in a partner platform (SPEC §6: account type 6). */
export function isPartnerUser(user: Pick<UserInfo, 'account_type'>): boolean {
  return user.account_type === ACCOUNT_TYPES.PARTNER_PLATFORM;
}
