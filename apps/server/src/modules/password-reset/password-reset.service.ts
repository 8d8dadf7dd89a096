import { createHash, randomBytes } from 'node:crypto';
import type {
  forgotPasswordBodySchema,
  MessageResponse,
  ResetPasswordBody,
} from '@edge/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MailMessage, Mailer } from '../../plugins/mailer';
import { ValidationError } from '../../shared/errors';
import { addHours, nowIso } from '../../shared/time';
import {
  changePassword,
  checkNewPassword,
  findContactByUsername,
  findContactsByEmail,
  type PasswordHasher,
  type UserContact,
} from '../auth/index';
import { PasswordResetError } from './password-reset.errors';
import { buildHelpMail, type MailEntry } from './password-reset.mail';
import {
  findPasswordReset,
  insertPasswordReset,
  markPasswordResetUsed,
  markUserResetsUsed,
} from './password-reset.repository';

export interface PasswordResetDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  passwords: PasswordHasher;
}

/** The form as parsed: checkboxes are booleans, texts default to ''. */
export type ForgotRequest = z.output<typeof forgotPasswordBodySchema>;

/** The same answer whether or not anything matched (issue 2 §2). */
export const FORGOT_ANSWER =
  'If the details you entered match an account, we have sent an e-mail with the next steps.';
export const RESET_DONE =
  'Your password has been changed. You can sign in now.';
const RESET_LINK_HOURS = 1;

const hashToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** What a mailed link needs: the database and the site's address. */
export type LinkDeps = Pick<PasswordResetDeps, 'db' | 'config'>;

/**
 * A single-use link that sets the user's password, valid for `hours`; an
 * invite's link opens the same page, worded for a first password.
 */
export async function createResetLink(
  deps: LinkDeps,
  userId: number,
  options: { hours?: number; isInvite?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await insertPasswordReset(deps.db, {
    token_hash: hashToken(token),
    user_id: userId,
    created_at: nowIso(now),
    expires_at: addHours(now, options.hours ?? RESET_LINK_HOURS),
    used_at: null,
  });
  const invite = options.isInvite ? '&invite=1' : '';
  return `${deps.config.publicUrl}/edge/reset-password?token=${token}${invite}`;
}

function checkRequest(body: ForgotRequest): void {
  if (!body.lost_username && !body.lost_password)
    throw new PasswordResetError('NOTHING_TICKED');
  // With Lost Username ticked the form shows no user name field (SPEC §2).
  if (body.lost_username && !body.email.trim()) {
    throw new ValidationError({
      email: 'Please enter the e-mail address of your account.',
    });
  }
  if (!body.lost_username && !body.username.trim()) {
    throw new ValidationError({ username: 'Please enter your user name.' });
  }
}

async function findRecipients(
  deps: PasswordResetDeps,
  body: ForgotRequest,
): Promise<UserContact[]> {
  if (body.lost_username) return findContactsByEmail(deps.db, body.email);
  const contact = await findContactByUsername(deps.db, body.username);
  const email = body.email.trim().toLowerCase();
  if (!contact || (email && contact.email.toLowerCase() !== email)) return [];
  return [contact];
}

async function composeHelpMail(
  deps: PasswordResetDeps,
  body: ForgotRequest,
): Promise<MailMessage | null> {
  const contacts = (await findRecipients(deps, body)).filter(
    (c) => c.isEnabled,
  );
  const entries: MailEntry[] = [];
  for (const contact of contacts) {
    const resetLink = body.lost_password
      ? await createResetLink(deps, contact.id)
      : undefined;
    entries.push({ contact, resetLink });
  }
  return entries.length > 0
    ? buildHelpMail(entries[0]!.contact.email, entries)
    : null;
}

/**
 * POST /api/v1/site/forgotpassword: mails user names and/or reset links.
 * The lookup runs after the answer, so its time is the same whether or not
 * an account matched.
 */
export function requestHelp(
  deps: PasswordResetDeps,
  body: ForgotRequest,
): MessageResponse {
  checkRequest(body);
  deps.mailer.queueComposed(() => composeHelpMail(deps, body));
  return { message: FORGOT_ANSWER };
}

/**
 * POST /api/v1/site/resetpassword: a link works once, within the hour. A
 * common or breached password is refused before the link is used, so the
 * person can choose another with the same link.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  body: ResetPasswordBody,
): Promise<MessageResponse> {
  checkNewPassword(body.password, 'password');
  const tokenHash = hashToken(body.token);
  const reset = await findPasswordReset(deps.db, tokenHash);
  const now = nowIso();
  const isUsable = reset && !reset.used_at && reset.expires_at > now;
  if (!isUsable || !(await markPasswordResetUsed(deps.db, tokenHash, now))) {
    throw new PasswordResetError('RESET_LINK_INVALID');
  }
  await changePassword(deps, reset.user_id, body.password);
  await markUserResetsUsed(deps.db, reset.user_id, now);
  return { message: RESET_DONE };
}
