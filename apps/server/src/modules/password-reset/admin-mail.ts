import type { MailMessage, Mailer } from '../../plugins/mailer';
import type { UserContact } from '../auth/index';
import { buildHelpMail } from './password-reset.mail';
import { createResetLink, type LinkDeps } from './password-reset.service';

export interface AdminMailDeps extends LinkDeps {
  mailer: Mailer;
}

// An invite waits for its reader longer than a reset the user asked for.
export const INVITE_LINK_HOURS = 7 * 24;

export interface InviteDetails {
  accountName: string;
  invitedBy: string;
}

export function buildInviteMail(
  contact: UserContact,
  link: string,
  details: InviteDetails,
): MailMessage {
  const text = [
    `Hello ${contact.firstName},`,
    '',
    `${details.invitedBy} invited you to Edge for ${details.accountName}.`,
    '',
    `User name: ${contact.username}`,
    'Choose your password (the link works once, for 7 days):',
    link,
    '',
    'The Edge team',
  ].join('\n');
  return { to: contact.email, subject: 'You are invited to Edge', text };
}

/** Mails an invited user the link that sets their first password. */
export async function mailInvite(
  deps: AdminMailDeps,
  contact: UserContact,
  details: InviteDetails,
): Promise<void> {
  const link = await createResetLink(deps, contact.id, {
    hours: INVITE_LINK_HOURS,
    isInvite: true,
  });
  deps.mailer.queue(buildInviteMail(contact, link, details));
}

/** Mails a user a reset link, as if they had asked for one. */
export async function mailPasswordReset(
  deps: AdminMailDeps,
  contact: UserContact,
): Promise<void> {
  const resetLink = await createResetLink(deps, contact.id);
  deps.mailer.queue(buildHelpMail(contact.email, [{ contact, resetLink }]));
}
