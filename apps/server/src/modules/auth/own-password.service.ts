import type { PasswordChange } from '@edge/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { NotSignedInError, ValidationError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import type { UserRow } from './auth.table';
import { reservePasswordCheck } from './login-limit.service';
import type { PasswordHasher } from './password';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-strength';
import { endUserSessions } from './sessions.repository';
import { findUserById, updatePasswordHash } from './users.repository';

export interface OwnPasswordDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
}

/** The signed-in user asking, from where, in which session. */
export interface SettingsCaller {
  userId: number;
  sessionId: string;
  address: string;
}

export const WRONG_PASSWORD_MESSAGE = 'This is not your current password.';

/**
 * Checks the signed-in user's own password, counted like a sign-in
 * (decision 0016): wrong guesses take the same per-address and per-user
 * slots, so a session left open cannot be used to guess it faster.
 */
export async function checkOwnPassword(
  deps: OwnPasswordDeps,
  caller: SettingsCaller,
  password: string,
  field: string,
): Promise<UserRow> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw new NotSignedInError();
  const reservation = await reservePasswordCheck(deps, {
    username: user.username,
    address: caller.address,
    // The browser is signed in as this user: no lock of the user name
    // from elsewhere, only the slots of this address.
    isKnownDevice: true,
  });
  let matches: boolean;
  try {
    matches = await deps.passwords.verify(user.password_hash, password);
  } catch (error) {
    await reservation.cancel();
    throw error;
  }
  if (!matches) throw new ValidationError({ [field]: WRONG_PASSWORD_MESSAGE });
  await reservation.succeeded();
  return user;
}

/** The strength rule of a new password beyond its length (decision 0025). */
export function checkNewPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new ValidationError({ [field]: COMMON_PASSWORD_MESSAGE });
  }
}

/**
 * POST /api/v1/myaccount/password: the current password, a new one that
 * passes the strength rule; every other session of the user ends, the one
 * asking stays signed in.
 */
export async function changeOwnPassword(
  deps: OwnPasswordDeps,
  caller: SettingsCaller,
  body: PasswordChange,
): Promise<void> {
  checkNewPassword(body.new_password, 'new_password');
  if (body.new_password === body.current_password) {
    throw new ValidationError({
      new_password: 'Choose a password different from your current one.',
    });
  }
  await checkOwnPassword(
    deps,
    caller,
    body.current_password,
    'current_password',
  );
  const hash = await deps.passwords.hash(body.new_password);
  await updatePasswordHash(deps.db, caller.userId, hash);
  await endUserSessions(
    deps.db,
    caller.userId,
    'password_change',
    nowIso(),
    caller.sessionId,
  );
}
