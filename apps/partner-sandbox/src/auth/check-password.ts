import { createHash, timingSafeEqual } from 'node:crypto';
import type { AgencyUser, PartnerLogin } from '../seed/sandbox-types';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The enabled user a user name and password sign in, else null. */
export function checkPassword(
  users: readonly AgencyUser[],
  logins: readonly PartnerLogin[],
  userName: string,
  password: string,
): AgencyUser | null {
  const user = users.find(
    (u) => u.userName.toLowerCase() === userName.trim().toLowerCase(),
  );
  const login = logins.find((l) => l.userId === user?.id);
  // Compared in constant time whether or not the user exists.
  const expected = digest(login?.password ?? '\u0000no-login');
  const ok = timingSafeEqual(expected, digest(password));
  return ok && user && login && user.isEnabled ? user : null;
}
