import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { addMinutes, nowIso } from '../../shared/time';
import { AuthError } from './auth.errors';
import {
  countAddressFailures,
  countUserFailures,
  insertLoginAttempt,
} from './login-attempts.repository';

export interface LoginLimitDeps {
  db: Db;
  config: Config;
}

/**
 * Issue 2 §2: once a user name, or a client address, has used up its failed
 * attempts in the window, further attempts are refused before any password
 * (or code) is checked.
 */
export async function assertLoginAllowed(
  deps: LoginLimitDeps,
  username: string,
  address: string,
): Promise<void> {
  const { maxFailuresPerUser, maxFailuresPerAddress, windowMinutes } =
    deps.config.login;
  const since = addMinutes(new Date(), -windowMinutes);
  const [byUser, byAddress] = await Promise.all([
    countUserFailures(deps.db, username, since),
    countAddressFailures(deps.db, address, since),
  ]);
  if (byUser >= maxFailuresPerUser || byAddress >= maxFailuresPerAddress) {
    throw new AuthError('TOO_MANY_LOGIN_ATTEMPTS');
  }
}

export async function recordLoginAttempt(
  deps: LoginLimitDeps,
  username: string,
  address: string,
  succeeded: boolean,
): Promise<void> {
  await insertLoginAttempt(deps.db, {
    username,
    address,
    succeeded,
    at: nowIso(),
  });
}
