import type { UserInfo } from '@edge/contracts';
import { useFeatureLicense } from '../api/get-feature-license';
import { isPartnerUser } from '../utils/is-partner-user';

/**
 * Whether the user sees the agency's AMS (SPEC §3: the feature licence's
 * has_ams). Only a partner-platform user's licence is asked for.
 */
export function useAmsAccess(user: Pick<UserInfo, 'id' | 'account_type'>) {
  const license = useFeatureLicense(user);
  const isPartner = isPartnerUser(user);
  return {
    isPartner,
    license,
    hasAms: isPartner && license.data?.has_ams === true,
  };
}
