import {
  ACCOUNT_TYPES,
  type LoginBody,
  type LoginResponse,
  type UserInfo,
} from '@edge/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { NotSignedInError } from '../../shared/errors';
import { getAccountSummary } from '../accounts/index';
import { AuthError } from './auth.errors';
import type { UserRow } from './auth.table';
import { assertLoginAllowed, recordLoginAttempt } from './login-limit.service';
import type { PasswordHasher } from './password';
import {
  activateSession,
  createSession,
  findOpenSession,
} from './session.service';
import { verifyTotp } from './totp';
import { toUserInfo } from './user-info';
import { findUserById, findUserByUsername } from './users.repository';

export interface AuthDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
}

/** A sign-in step's answer and the token for the cookie, if any. */
export interface SignInResult {
  token?: string;
  response: LoginResponse;
}

export async function getUserInfo(
  deps: Pick<AuthDeps, 'db'>,
  userId: number,
  publicSessionId: string,
): Promise<UserInfo> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotSignedInError();
  const account = await getAccountSummary(deps.db, user.account_id);
  return toUserInfo(user, account, publicSessionId);
}

// Every refusal takes the same path and the same text (SPEC §2): a
// partner-platform user signs in through the partner shell only.
async function checkCredentials(
  deps: AuthDeps,
  username: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findUserByUsername(deps.db, username);
  if (!user) return deps.passwords.verifyNobody(password).then(() => undefined);
  const matches = await deps.passwords.verify(user.password_hash, password);
  if (!matches || user.is_enabled !== 1) return undefined;
  const account = await getAccountSummary(deps.db, user.account_id);
  return account.accountType === ACCOUNT_TYPES.PARTNER_PLATFORM
    ? undefined
    : user;
}

const needsMfa = (user: UserRow) =>
  user.require_mfa_login === '1' && Boolean(user.mfa_secret);

/** POST /api/v1/auth/login (SPEC §7). */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  address: string,
): Promise<SignInResult> {
  const username = body.username.trim().toLowerCase();
  await assertLoginAllowed(deps, username, address);
  const user = await checkCredentials(deps, username, body.password);
  await recordLoginAttempt(deps, username, address, user !== undefined);
  if (!user) throw new AuthError('LOGIN_FAILED');
  const session = await createSession(deps, user.id, needsMfa(user));
  if (needsMfa(user)) {
    // The other sessions live on until the second step succeeds.
    return { token: session.token, response: { status: 'mfa_required' } };
  }
  await activateSession(deps, user.id, session.id);
  const info = await getUserInfo(deps, user.id, session.publicId);
  return { token: session.token, response: { status: 'ok', user: info } };
}

/** POST /api/v1/auth/mfa: the TOTP step of a pending session. */
export async function verifyMfa(
  deps: AuthDeps,
  token: string | null,
  code: string,
  address: string,
): Promise<SignInResult> {
  const { session, reason } = token
    ? await findOpenSession(deps, token)
    : { session: undefined, reason: 'none' as const };
  if (!session || session.mfa_pending !== 1 || !session.mfa_secret) {
    throw new NotSignedInError(reason);
  }
  await assertLoginAllowed(deps, session.username, address);
  const valid = verifyTotp(session.mfa_secret, code);
  await recordLoginAttempt(deps, session.username, address, valid);
  if (!valid) throw new AuthError('MFA_INVALID');
  await activateSession(deps, session.user_id, session.id);
  const info = await getUserInfo(deps, session.user_id, session.public_id);
  return { response: { status: 'ok', user: info } };
}
