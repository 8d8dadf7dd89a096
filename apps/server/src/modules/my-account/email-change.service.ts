import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import { addHours, nowIso } from '../../shared/time';
import { getOwnProfile, setOwnEmail, type OwnProfile } from '../auth/index';
import { confirmEmailMail, emailChangedMail } from './email-change.mail';
import {
  findEmailChange,
  findOpenEmailChange,
  insertEmailChange,
  markEmailChangeUsed,
  retireUserEmailChanges,
} from './email-changes.repository';
import { MyAccountError } from './my-account.errors';

export interface EmailChangeDeps {
  db: Db;
  config: Config;
  mailer: Pick<Mailer, 'queue'>;
}

/** How long a mailed confirmation link works. */
export const EMAIL_LINK_HOURS = 24;

const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** The address a change waits to apply, if a link is still open. */
export async function pendingEmail(
  db: Db,
  userId: number,
): Promise<string | null> {
  const open = await findOpenEmailChange(db, userId, nowIso());
  return open?.new_email ?? null;
}

/**
 * Mails a single-use link to the new address; only the token's hash is
 * kept. A newer request retires the older links.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: OwnProfile,
  newEmail: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await retireUserEmailChanges(deps.db, user.id, nowIso(now));
  await insertEmailChange(deps.db, {
    token_hash: hashToken(token),
    user_id: user.id,
    new_email: newEmail,
    created_at: nowIso(now),
    expires_at: addHours(now, EMAIL_LINK_HOURS),
    used_at: null,
  });
  const link = `${deps.config.publicUrl}/edge/confirm-email?token=${token}`;
  deps.mailer.queue(
    confirmEmailMail(newEmail, user.firstName, link, EMAIL_LINK_HOURS),
  );
}

/** DELETE /api/v1/myaccount/email/pending: the mailed link stops working. */
export async function cancelEmailChange(db: Db, userId: number) {
  await retireUserEmailChanges(db, userId, nowIso());
}

export const EMAIL_CHANGED = 'Your e-mail address has been changed.';

/**
 * POST /api/v1/myaccount/email/confirm: the link works once, before it
 * expires; the old address is told of the change. Whose change it was.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  token: string,
): Promise<{ user: OwnProfile; message: string }> {
  const tokenHash = hashToken(token);
  const change = await findEmailChange(deps.db, tokenHash);
  const now = nowIso();
  const isUsable = change && !change.used_at && change.expires_at > now;
  if (!isUsable || !(await markEmailChangeUsed(deps.db, tokenHash, now))) {
    throw new MyAccountError('EMAIL_LINK_INVALID');
  }
  const user = await getOwnProfile(deps.db, change.user_id);
  if (!user) throw new MyAccountError('EMAIL_LINK_INVALID');
  await setOwnEmail(deps.db, user.id, change.new_email);
  await retireUserEmailChanges(deps.db, user.id, now);
  deps.mailer.queue(
    emailChangedMail(user.email, user.firstName, change.new_email),
  );
  return { user, message: EMAIL_CHANGED };
}
