import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { nowIso } from '../../shared/time';
import {
  signInPartnerUser,
  type PartnerUserSignIn,
  type SignInLog,
} from '../auth/index';
import { exchangeShellToken, fetchPartnerUserInfo } from './partner-api';
import { PartnerSignInError } from './partner-sign-in.errors';
import {
  claimShellToken,
  insertPartnerSession,
  prunePartnerSessions,
  pruneUsedShellTokens,
} from './partner-sign-in.repository';
import {
  SHELL_TOKEN_CLOCK_SKEW_SECONDS,
  verifyShellToken,
  type ShellTokenClaims,
} from './shell-token';

export interface PartnerSignInDeps {
  db: Db;
  config: Config;
  signIns?: SignInLog;
}

const refused = (reason: string) =>
  new PartnerSignInError('SHELL_TOKEN_REFUSED', { reason });

async function checkToken(
  deps: PartnerSignInDeps,
  token: string,
): Promise<ShellTokenClaims> {
  const { secret, issuer } = deps.config.partnerSso;
  if (!secret || !deps.config.partnerApiUrl) throw refused('not configured');
  const check = await verifyShellToken(token, { secret, issuer });
  if (!check.ok) throw refused(check.reason);
  return check.claims;
}

// A token opens one session at most: its jti is kept until it expired
// (plus the allowed skew); a second use, even at the same instant, loses.
async function spendToken(db: Db, claims: ShellTokenClaims): Promise<void> {
  const now = nowIso();
  await pruneUsedShellTokens(db, now);
  const until = (claims.exp + SHELL_TOKEN_CLOCK_SKEW_SECONDS) * 1000;
  const isNew = await claimShellToken(db, claims.jti, nowIso(new Date(until)));
  if (!isNew) throw refused('replayed');
}

/**
 * GET /partner/sso: checks the shell's token, trades it for the partner
 * access token, asks the partner who it is, and signs that Edge user in
 * (decision 0036). The partner token stays with the session on the server.
 */
export async function signInThroughShell(
  deps: PartnerSignInDeps,
  token: string,
): Promise<PartnerUserSignIn> {
  const claims = await checkToken(deps, token);
  await spendToken(deps.db, claims);
  const apiUrl = deps.config.partnerApiUrl!;
  const exchange = await exchangeShellToken(apiUrl, token);
  const partnerUser = await fetchPartnerUserInfo(apiUrl, exchange.access_token);
  if (partnerUser.userName !== claims.username) throw refused('other user');
  const signIn = await signInPartnerUser(deps, partnerUser.userName);
  if (!signIn) throw refused('no partner user of that name');
  const at = new Date();
  await prunePartnerSessions(deps.db, nowIso(at));
  await insertPartnerSession(deps.db, {
    session_id: signIn.sessionId,
    access_token: exchange.access_token,
    user_name: partnerUser.userName,
    agency_id: partnerUser.agencyId,
    expires_at: nowIso(new Date(at.getTime() + exchange.expires_in * 1000)),
    created_at: nowIso(at),
  });
  return signIn;
}
