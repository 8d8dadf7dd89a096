import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  partnerFeatureLicenseSchema,
  type PartnerFeatureLicense,
  type UserInfo,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryPartner } from './should-retry-partner';
import { isPartnerUser } from '../utils/is-partner-user';
import { partnerKeys } from './partner-keys';
import { storedQueryOptions } from './stored-query';

export const FEATURE_LICENSE_PATH =
  '/api/v1/partner/licenses/v2.0/featurelicense';

export function fetchFeatureLicense(
  signal?: AbortSignal,
): Promise<PartnerFeatureLicense> {
  return apiClient.get(FEATURE_LICENSE_PATH, {
    schema: partnerFeatureLicenseSchema,
    signal,
  });
}

export function featureLicenseQueryOptions(
  user: Pick<UserInfo, 'id' | 'account_type'>,
) {
  return queryOptions({
    queryKey: partnerKeys.featureLicense(user.id),
    ...storedQueryOptions(
      'feature-license',
      user.id,
      partnerFeatureLicenseSchema,
      fetchFeatureLicense,
    ),
    // Only a partner-platform user has a partner licence to ask about.
    enabled: isPartnerUser(user),
    retry: shouldRetryPartner,
    // The screens that need it show their own failure (a 401 still ends the
    // session).
    meta: { errorHandling: 'screen' },
  });
}

/** The agency's partner licence (has_ams, agency_users), partner users only. */
export function useFeatureLicense(user: Pick<UserInfo, 'id' | 'account_type'>) {
  return useQuery(featureLicenseQueryOptions(user));
}
