import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  agencyUsersResponseSchema,
  type AgencyUsersResponse,
  type UserInfo,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryPartner } from './should-retry-partner';
import { isPartnerUser } from '../utils/is-partner-user';
import { partnerKeys } from './partner-keys';
import { storedQueryOptions } from './stored-query';

export const AGENCY_USERS_PATH = '/api/v1/partner/agencies/v2.0/agencyuser';

/** Every enabled user of the agency (the server reads every page). */
export function fetchAgencyUsers(
  signal?: AbortSignal,
): Promise<AgencyUsersResponse> {
  return apiClient.get(AGENCY_USERS_PATH, {
    schema: agencyUsersResponseSchema,
    signal,
  });
}

export function agencyUsersQueryOptions(
  user: Pick<UserInfo, 'id' | 'account_type'>,
  isWanted = true,
) {
  return queryOptions({
    queryKey: partnerKeys.agencyUsers(user.id),
    ...storedQueryOptions(
      'agency-users',
      user.id,
      agencyUsersResponseSchema,
      fetchAgencyUsers,
    ),
    enabled: isWanted && isPartnerUser(user),
    retry: shouldRetryPartner,
    // Only an extra (owners' e-mails): its failure is not worth a snackbar.
    meta: { errorHandling: 'screen' },
  });
}

/**
 * The agency's enabled users, partner users only; `isWanted` false (the
 * licence has no agency_users) asks nothing.
 */
export function useAgencyUsers(
  user: Pick<UserInfo, 'id' | 'account_type'>,
  isWanted = true,
) {
  return useQuery(agencyUsersQueryOptions(user, isWanted));
}
