import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { addMinutes, nowIso } from '../../shared/time';
import { AuthError } from './auth.errors';
import { insertLoginAttempt } from './login-attempts.repository';
import {
  clearSlots,
  clearUserSlots,
  returnSlot,
  takeSlot,
  type ThrottleSlot,
} from './login-throttle.repository';

export interface LoginLimitDeps {
  db: Db;
  config: Config;
}

/** Who is trying to sign in, from where. */
export interface SignInAttempt {
  username: string;
  address: string;
  // The browser signed in as this user before (its device cookie).
  isKnownDevice: boolean;
}

/**
 * The slots one check holds (decision 0016). A failure keeps them; a
 * success gives the address its slot back and clears the user's counts;
 * a check that never ran gives every slot back.
 */
export class SignInReservation {
  constructor(
    private readonly db: Db,
    private readonly addressKey: string,
    private readonly userKeys: string[],
  ) {}

  async succeeded(): Promise<void> {
    await returnSlot(this.db, this.addressKey);
    await clearSlots(this.db, this.userKeys);
  }

  async cancel(): Promise<void> {
    for (const key of [this.addressKey, ...this.userKeys]) {
      await returnSlot(this.db, key);
    }
  }
}

// Takes every slot or none: a refused one gives back those already taken.
async function reserve(
  deps: LoginLimitDeps,
  slots: ThrottleSlot[],
): Promise<void> {
  const taken: string[] = [];
  const now = nowIso();
  for (const slot of slots) {
    if (!(await takeSlot(deps.db, slot, now))) {
      for (const key of taken) await returnSlot(deps.db, key);
      throw new AuthError('TOO_MANY_LOGIN_ATTEMPTS');
    }
    taken.push(slot.key);
  }
}

function slotFactory(deps: LoginLimitDeps) {
  const since = addMinutes(new Date(), -deps.config.login.windowMinutes);
  return (key: string, username: string | null, limit: number) => ({
    key,
    username,
    limit,
    windowSince: since,
  });
}

/**
 * Reserves a password check before it runs: per address, per user name
 * and address pair, and per user name from browsers it never signed in
 * from. However many attempts arrive at once, no more than each limit
 * are ever checked in a window.
 */
export async function reservePasswordCheck(
  deps: LoginLimitDeps,
  attempt: SignInAttempt,
): Promise<SignInReservation> {
  const { maxFailuresPerAddress, maxFailuresPerUser, lockAfterFailures } =
    deps.config.login;
  const { username, address } = attempt;
  const slot = slotFactory(deps);
  const addressSlot = slot(`a:${address}`, null, maxFailuresPerAddress);
  const userSlots = [
    slot(`p:${username}|${address}`, username, maxFailuresPerUser),
  ];
  if (!attempt.isKnownDevice) {
    userSlots.push(slot(`u:${username}`, username, lockAfterFailures));
  }
  await reserve(deps, [addressSlot, ...userSlots]);
  return new SignInReservation(
    deps.db,
    addressSlot.key,
    userSlots.map((s) => s.key),
  );
}

/**
 * Reserves a second-step (TOTP) check: wrong codes count per user name on
 * their own, and a right password does not reset them.
 */
export async function reserveCodeCheck(
  deps: LoginLimitDeps,
  username: string,
  address: string,
): Promise<SignInReservation> {
  const { maxFailuresPerAddress, maxFailuresPerUser } = deps.config.login;
  const slot = slotFactory(deps);
  const addressSlot = slot(`a:${address}`, null, maxFailuresPerAddress);
  const codeSlot = slot(`m:${username}`, username, maxFailuresPerUser);
  await reserve(deps, [addressSlot, codeSlot]);
  return new SignInReservation(deps.db, addressSlot.key, [codeSlot.key]);
}

/** A password reset clears every lock and count of the user name. */
export async function clearSignInLimits(
  deps: Pick<LoginLimitDeps, 'db'>,
  username: string,
): Promise<void> {
  await clearUserSlots(deps.db, username);
}

/** The record of an attempt and its outcome. */
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
