import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { SessionLookup } from '../../plugins/access';
import { activityNow } from '../../shared/as-of';
import type { NoSessionReason } from '../../shared/errors';
import { addHours, addMinutes, nowIso } from '../../shared/time';
import {
  endSession,
  endUserSessions,
  findSessionWithUser,
  insertSession,
  updateSession,
  type SessionWithUser,
} from './sessions.repository';
import { parseProducts } from './user-info';

export interface SessionDeps {
  db: Db;
  config: Config;
}

/** Why a session ended; the client is told the first three (SPEC §4, §8). */
export type EndReason =
  | 'expired'
  | 'replaced'
  | 'logout'
  | 'password_reset'
  | 'password_change'
  // An administrator disabled the user (Manage Users).
  | 'disabled';

/** Only the SHA-256 of a token is stored, so a copied table signs no one in. */
export const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** Opens a session; the token goes to the cookie and nowhere else. */
export async function createSession(
  deps: SessionDeps,
  userId: number,
  mfaPending: boolean,
): Promise<{ token: string; id: string; publicId: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const session = {
    id: hashToken(token),
    public_id: randomUUID(),
    user_id: userId,
    // The sign-in's instant, as Manage Users shows it (shared/as-of.ts);
    // the session's lifetime runs on the real clock.
    created_at: nowIso(activityNow()),
    last_seen_at: nowIso(now),
    expires_at: addHours(now, deps.config.sessionTtlHours),
    mfa_pending: mfaPending ? 1 : 0,
  };
  await insertSession(deps.db, session);
  return { token, id: session.id, publicId: session.public_id };
}

function clientReason(reason: string | null): NoSessionReason {
  return reason === 'replaced' || reason === 'logout' ? reason : 'expired';
}

/** The open, unexpired session of a token, or undefined with the reason. */
export async function findOpenSession(
  deps: SessionDeps,
  token: string,
): Promise<{ session?: SessionWithUser; reason: NoSessionReason }> {
  const session = await findSessionWithUser(deps.db, hashToken(token));
  if (!session || session.is_enabled !== 1) return { reason: 'none' };
  if (session.ended_at) return { reason: clientReason(session.end_reason) };
  const at = new Date();
  const now = nowIso(at);
  // Past its lifetime, or unused for SESSION_IDLE_MINUTES.
  const idleSince = addMinutes(at, -deps.config.sessionIdleMinutes);
  if (session.expires_at <= now || session.last_seen_at < idleSince) {
    await endSession(deps.db, session.id, 'expired', now);
    return { reason: 'expired' };
  }
  return { session, reason: 'none' };
}

// A request the user made (not the client's background ping) keeps the
// session alive; written at most once a minute.
async function noteActivity(deps: SessionDeps, session: SessionWithUser) {
  const at = new Date();
  if (session.last_seen_at < addMinutes(at, -1)) {
    await updateSession(deps.db, session.id, { last_seen_at: nowIso(at) });
  }
}

/** The access plugin's lookup: a usable session has passed any MFA step. */
export async function resolveSession(
  deps: SessionDeps,
  token: string,
  isActivity: boolean,
): Promise<SessionLookup> {
  const { session, reason } = await findOpenSession(deps, token);
  if (!session || session.mfa_pending === 1) return { auth: null, reason };
  if (isActivity) await noteActivity(deps, session);
  return {
    auth: {
      userId: session.user_id,
      accountId: session.account_id,
      sessionId: session.id,
      publicSessionId: session.public_id,
      products: parseProducts(session.products),
    },
  };
}

/** Marks a session fully signed in and ends the user's other sessions. */
export async function activateSession(
  deps: SessionDeps,
  userId: number,
  sessionId: string,
): Promise<void> {
  await updateSession(deps.db, sessionId, { mfa_pending: 0 });
  // Issue 2 §2: one active session per user; the older browser is told.
  await endUserSessions(deps.db, userId, 'replaced', nowIso(), sessionId);
}

export async function endSessionByToken(
  deps: SessionDeps,
  token: string,
  reason: EndReason,
): Promise<void> {
  await endSession(deps.db, hashToken(token), reason, nowIso());
}

export async function endAllSessions(
  deps: SessionDeps,
  userId: number,
  reason: EndReason,
): Promise<void> {
  await endUserSessions(deps.db, userId, reason, nowIso());
}
