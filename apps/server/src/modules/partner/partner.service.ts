import {
  partnerAccountContactSchema,
  partnerAccountMatchSchema,
  partnerAgencyUserSchema,
  partnerFeatureLicenseSchema,
  partnerPageSchema,
  partnerUserInfoSchema,
  type AgencyUsersResponse,
  type PartnerAccountContact,
  type PartnerAccountMatch,
  type PartnerAgencyUser,
  type PartnerFeatureLicense,
  type PartnerUserInfo,
} from '@edge/contracts';
import type { PartnerCaller, PartnerClient } from './partner-client';
import { readAllPages } from './partner-pages';
import { PartnerError } from './partner.errors';
import { odataIn, odataString } from './odata-text';

// The partner API's resources (SPEC §7), read and checked.

export const PARTNER_PATHS = {
  agencyUsers: 'agencies/v2.0/agencyuser',
  featureLicense: 'licenses/v2.0/featurelicense',
  userInfo: 'userinfo',
  accountMatches: 'accounts/v2.0/account/matches',
  accountContacts: 'accounts/v2.0/accountcontact',
} as const;

// Ids per `in` list: a query line of a few kilobytes at most.
const IDS_PER_CALL = 40;

export interface PartnerApi {
  client: PartnerClient;
  caller: PartnerCaller;
}

/** SPEC §7: enabled users by last name, optionally whose name contains text. */
export async function listAgencyUsers(
  { client, caller }: PartnerApi,
  name?: string,
): Promise<AgencyUsersResponse> {
  const contains = name?.trim()
    ? ` and contains(fullName,${odataString(name.trim())})`
    : '';
  const { count, value } = await readAllPages(
    client,
    caller,
    PARTNER_PATHS.agencyUsers,
    { $orderBy: 'lastName asc', $filter: `isEnabled eq true${contains}` },
    partnerAgencyUserSchema,
  );
  return { count, users: value };
}

/** Agency users by id, enabled or not (the owners of AMS accounts). */
export async function agencyUsersByIds(
  { client, caller }: PartnerApi,
  ids: readonly string[],
): Promise<PartnerAgencyUser[]> {
  return inChunks(ids, async (chunk) => {
    const { value } = await readAllPages(
      client,
      caller,
      PARTNER_PATHS.agencyUsers,
      { $filter: odataIn('id', chunk)! },
      partnerAgencyUserSchema,
    );
    return value;
  });
}

export async function getFeatureLicense({
  client,
  caller,
}: PartnerApi): Promise<PartnerFeatureLicense> {
  const page = await client.get(
    caller,
    PARTNER_PATHS.featureLicense,
    {},
    partnerPageSchema(partnerFeatureLicenseSchema),
  );
  const licence = page.value[0];
  if (!licence) {
    throw new PartnerError('PARTNER_UNAVAILABLE', {
      partnerPath: PARTNER_PATHS.featureLicense,
    });
  }
  return licence;
}

export function getPartnerUserInfo({
  client,
  caller,
}: PartnerApi): Promise<PartnerUserInfo> {
  return client.get(caller, PARTNER_PATHS.userInfo, {}, partnerUserInfoSchema);
}

/** The AMS accounts a $filter selects, every page. */
export async function findAccountMatches(
  { client, caller }: PartnerApi,
  filter: string,
): Promise<PartnerAccountMatch[]> {
  const { value } = await readAllPages(
    client,
    caller,
    PARTNER_PATHS.accountMatches,
    { $filter: filter },
    partnerAccountMatchSchema,
  );
  return value;
}

/** The contacts of AMS accounts: `accountId in (...)`, long lists in parts. */
export async function listAccountContacts(
  { client, caller }: PartnerApi,
  accountIds: readonly string[],
): Promise<PartnerAccountContact[]> {
  return inChunks(accountIds, async (chunk) => {
    const { value } = await readAllPages(
      client,
      caller,
      PARTNER_PATHS.accountContacts,
      { $filter: odataIn('accountId', chunk)! },
      partnerAccountContactSchema,
    );
    return value;
  });
}

async function inChunks<T>(
  ids: readonly string[],
  read: (chunk: string[]) => Promise<T[]>,
): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows: T[] = [];
  for (let start = 0; start < unique.length; start += IDS_PER_CALL) {
    rows.push(...(await read(unique.slice(start, start + IDS_PER_CALL))));
  }
  return rows;
}
