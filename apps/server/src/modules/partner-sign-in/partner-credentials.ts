import type { Db } from '../../db/database';
import { nowIso } from '../../shared/time';
import { findPartnerSession } from './partner-sign-in.repository';

/** What the partner proxy calls the partner API with, for one session. */
export interface PartnerCredentials {
  accessToken: string;
  userName: string;
  agencyId: string;
}

/**
 * The partner access token of an open session that signed in through the
 * shell (sessionId: the sessions table's key, request.auth.sessionId);
 * null for any other session, an ended one, or once the token expired.
 */
export async function partnerCredentialsOf(
  db: Db,
  sessionId: string,
): Promise<PartnerCredentials | null> {
  const row = await findPartnerSession(db, sessionId, nowIso());
  return row
    ? {
        accessToken: row.access_token,
        userName: row.user_name,
        agencyId: row.agency_id,
      }
    : null;
}
