import type { Selectable } from 'kysely';

/**
 * partner_sessions: the partner access token of an Edge session opened
 * through the partner shell; never sent to the browser.
 */
export interface PartnerSessionsTable {
  // sessions.id (the SHA-256 of the cookie token).
  session_id: string;
  access_token: string;
  user_name: string;
  agency_id: string;
  // When the partner said the access token ends.
  expires_at: string;
  created_at: string;
}
export type PartnerSessionRow = Selectable<PartnerSessionsTable>;

/** partner_sso_tokens: shell tokens already used, until they expire. */
export interface PartnerSsoTokensTable {
  jti: string;
  expires_at: string;
}

export interface PartnerSignInTables {
  partner_sessions: PartnerSessionsTable;
  partner_sso_tokens: PartnerSsoTokensTable;
}
