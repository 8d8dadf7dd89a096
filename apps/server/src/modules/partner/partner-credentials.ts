import { ACCOUNT_TYPES } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../../plugins/access';
import { getAccountSummary } from '../accounts/index';
import { PartnerError } from './partner.errors';

/** A partner user's API token, kept on the server for the session. */
export interface PartnerCredentials {
  accessToken: string;
  userName: string;
  agencyId: string;
}

/** The partner credentials of a signed-in session, or null. */
export type CredentialsOf = (
  auth: RequestAuth,
) => Promise<PartnerCredentials | null>;

/**
 * The session's partner credentials: 403 for a user who is not a partner
 * platform's (account type 6), 401 when the session holds no partner token
 * (the web renews it through the partner's shell).
 */
export async function requirePartnerCredentials(
  db: Db,
  auth: RequestAuth,
  credentialsOf: CredentialsOf,
): Promise<PartnerCredentials> {
  const account = await getAccountSummary(db, auth.accountId);
  if (account.accountType !== ACCOUNT_TYPES.PARTNER_PLATFORM) {
    throw new PartnerError('PARTNER_ONLY');
  }
  const credentials = await credentialsOf(auth);
  if (!credentials) throw new PartnerError('PARTNER_UNAUTHORIZED');
  return credentials;
}
