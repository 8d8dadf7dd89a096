import { ACCOUNT_TYPES } from '@edge/contracts';
import { getAccountSummary } from '../accounts/index';
import { signedIn, type AuthDeps, type SignInResult } from './auth.service';
import { createSession } from './session.service';
import { findUserByUsername } from './users.repository';

/** A session opened for a partner user, with its primary key. */
export type PartnerUserSignIn = SignInResult & {
  token: string;
  sessionId: string;
};

/**
 * Signs in a user the partner shell vouched for (decision 0036): only an
 * enabled user of a partner-platform account (type 6). The shell checked
 * who it is, so there is no password and no second step; the session is
 * otherwise the login's (one per user, recorded as a sign-in).
 */
export async function signInPartnerUser(
  deps: Pick<AuthDeps, 'db' | 'config' | 'signIns'>,
  username: string,
): Promise<PartnerUserSignIn | undefined> {
  const user = await findUserByUsername(deps.db, username.trim().toLowerCase());
  if (!user || user.is_enabled !== 1) return undefined;
  const account = await getAccountSummary(deps.db, user.account_id);
  if (account.accountType !== ACCOUNT_TYPES.PARTNER_PLATFORM) return undefined;
  const session = await createSession(deps, user.id, false);
  const result = await signedIn(deps, user.id, session);
  return { ...result, token: session.token, sessionId: session.id };
}
