import {
  ACCOUNT_TYPES,
  type LoginBody,
  type LoginResponse,
  type UserInfo,
} from '@edge/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { NotSignedInError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import { getAccountSummary } from '../accounts/index';
import { AuthError } from './auth.errors';
import type { UserRow } from './auth.table';
import {
  recordLoginAttempt,
  reserveCodeCheck,
  reservePasswordCheck,
} from './login-limit.service';
import type { PasswordHasher } from './password';
import {
  activateSession,
  createSession,
  findOpenSession,
} from './session.service';
import { hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import { spendRecoveryCode } from './recovery-codes.repository';
import { matchTotpStep } from './totp';
import { toUserInfo } from './user-info';
import {
  findUserById,
  findUserByUsername,
  spendTotpStep,
} from './users.repository';

/**
 * Where sign-ins are recorded (the activity log's writer): it queues and
 * never throws, so a sign-in never waits for nor fails with the log.
 */
export interface SignInLog {
  record(entry: {
    accountId: number;
    userId: number;
    action: 'sign_in' | 'sign_in_failed';
  }): void;
}

/**
 * What the login form answers a partner-platform user whose password was
 * right (decision 0036): the extraData of the refusal, naming the shell
 * to send the browser to when the account's redirect flag is on.
 */
export interface PartnerLoginPolicy {
  refusal(accountId: number): Promise<{ shell_url?: string }>;
}

export interface AuthDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  signIns?: SignInLog;
  partnerLogin?: PartnerLoginPolicy;
}

// A refused password or code of a known user is a failed sign-in of that
// user; a user name nobody has names no one, and is not logged.
function recordSignIn(
  deps: Pick<AuthDeps, 'signIns'>,
  user: { id: number; account_id: number },
  isSuccess: boolean,
) {
  deps.signIns?.record({
    accountId: user.account_id,
    userId: user.id,
    action: isSuccess ? 'sign_in' : 'sign_in_failed',
  });
}

/** A sign-in step's answer and the token for the cookie, if any. */
export interface SignInResult {
  token?: string;
  // Set once the user is fully signed in: the browser becomes a known one.
  deviceUserId?: number;
  response: LoginResponse;
}

/** The User info; given the configuration, a partner user's shell too. */
export async function getUserInfo(
  deps: Pick<AuthDeps, 'db'> & { config?: Config },
  userId: number,
  publicSessionId: string,
): Promise<UserInfo> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new NotSignedInError();
  const account = await getAccountSummary(deps.db, user.account_id);
  const info = toUserInfo(user, account, publicSessionId);
  const shellUrl = deps.config?.partnerShellUrl;
  return account.accountType === ACCOUNT_TYPES.PARTNER_PLATFORM && shellUrl
    ? { ...info, partner_shell_url: shellUrl }
    : info;
}

// Every refusal takes the same path and the same text (SPEC §2). A
// partner-platform user signs in through the partner shell only: with the
// right password the form says so (or sends them there), never signs in.
async function checkCredentials(
  deps: AuthDeps,
  user: UserRow | undefined,
  password: string,
): Promise<{ user: UserRow; isPartner: boolean } | undefined> {
  if (!user) return deps.passwords.verifyNobody(password).then(() => undefined);
  const matches = await deps.passwords.verify(user.password_hash, password);
  if (!matches || user.is_enabled !== 1) return undefined;
  const account = await getAccountSummary(deps.db, user.account_id);
  const isPartner = account.accountType === ACCOUNT_TYPES.PARTNER_PLATFORM;
  return { user, isPartner };
}

async function partnerRefusal(deps: AuthDeps, user: UserRow) {
  const extraData = (await deps.partnerLogin?.refusal(user.account_id)) ?? {};
  return new AuthError('PARTNER_SIGN_IN', extraData);
}

// A user with a confirmed secret signs in with a second step; one whose
// account requires it has the secret from the start (or sets it up).
const needsMfa = (user: UserRow) => Boolean(user.mfa_secret);

/** Where a sign-in comes from: the client address and its device cookie. */
export interface SignInOrigin {
  address: string;
  deviceUserId: number | null;
}

// Decision 0016: the attempt is reserved before the slow hash, and a check
// the busy queue refused (503) gives its reservation back. (The login route
// refuses a full queue before the body is read; this covers the race.)
async function checkPassword(
  deps: AuthDeps,
  username: string,
  password: string,
  origin: SignInOrigin,
): Promise<UserRow | undefined> {
  const found = await findUserByUsername(deps.db, username);
  const reservation = await reservePasswordCheck(deps, {
    username,
    address: origin.address,
    isKnownDevice: found !== undefined && origin.deviceUserId === found.id,
  });
  let checked: Awaited<ReturnType<typeof checkCredentials>>;
  try {
    checked = await checkCredentials(deps, found, password);
  } catch (error) {
    await reservation.cancel();
    throw error;
  }
  const user = checked && !checked.isPartner ? checked.user : undefined;
  if (user) await reservation.succeeded();
  await recordLoginAttempt(deps, username, origin.address, user !== undefined);
  if (found && !user) recordSignIn(deps, found, false);
  if (checked?.isPartner) throw await partnerRefusal(deps, checked.user);
  return user;
}

/** Ends the user's other sessions, records the sign-in, answers the user. */
export async function signedIn(
  deps: Pick<AuthDeps, 'db' | 'config' | 'signIns'>,
  userId: number,
  session: { token: string; id: string; publicId: string },
): Promise<SignInResult> {
  await activateSession(deps, userId, session.id);
  const info = await getUserInfo(deps, userId, session.publicId);
  recordSignIn(deps, info, true);
  return {
    token: session.token,
    deviceUserId: userId,
    response: { status: 'ok', user: info },
  };
}

/** POST /api/v1/auth/login (SPEC §7). */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  origin: SignInOrigin,
): Promise<SignInResult> {
  const username = body.username.trim().toLowerCase();
  const user = await checkPassword(deps, username, body.password, origin);
  if (!user) throw new AuthError('LOGIN_FAILED');
  const session = await createSession(deps, user.id, needsMfa(user));
  if (needsMfa(user)) {
    // The other sessions live on until the second step succeeds.
    return { token: session.token, response: { status: 'mfa_required' } };
  }
  return signedIn(deps, user.id, session);
}

// A code matches a step the user has not spent yet (a code works once),
// or is one of the user's recovery codes not used yet (each works once).
async function checkCode(
  deps: AuthDeps,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const recovery = normalizeRecoveryCode(code);
  if (recovery) {
    const hash = hashRecoveryCode(recovery);
    return spendRecoveryCode(deps.db, userId, hash, nowIso());
  }
  const step = matchTotpStep(secret, code);
  return step !== null && spendTotpStep(deps.db, userId, step);
}

/**
 * POST /api/v1/auth/mfa: the TOTP step of a pending session (or a
 * recovery code instead of the TOTP code). Success opens
 * a new session with a new token: the first step's token never becomes a
 * signed-in one (session fixation).
 */
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
  const reservation = await reserveCodeCheck(deps, session.username, address);
  const { user_id: userId, mfa_secret: secret } = session;
  const valid = await checkCode(deps, userId, secret, code);
  await recordLoginAttempt(deps, session.username, address, valid);
  if (!valid) {
    const user = await findUserById(deps.db, userId);
    if (user) recordSignIn(deps, user, false);
    throw new AuthError('MFA_INVALID');
  }
  await reservation.succeeded();
  const fresh = await createSession(deps, userId, false);
  return signedIn(deps, userId, fresh);
}
