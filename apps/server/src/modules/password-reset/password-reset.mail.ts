import type { MailMessage } from '../../plugins/mailer';
import type { UserContact } from '../auth/index';

/** A user and, when a password was asked for, their reset link. */
export interface MailEntry {
  contact: UserContact;
  resetLink?: string;
}

const SIGNATURE = [
  '',
  'If you did not ask for this, you can ignore this e-mail: nothing changes',
  'until the link is used.',
  '',
  'The Edge team',
].join('\n');

function entryLines({ contact, resetLink }: MailEntry): string[] {
  const lines = [`User name: ${contact.username}`];
  if (resetLink) {
    lines.push('Set a new password (the link works once, for 1 hour):');
    lines.push(resetLink);
  }
  return [...lines, ''];
}

/** The one e-mail answering a Lost Username and/or Lost Password request. */
export function buildHelpMail(to: string, entries: MailEntry[]): MailMessage {
  const hasLinks = entries.some((e) => e.resetLink);
  const subject = hasLinks ? 'Reset your Edge password' : 'Your Edge user name';
  const greeting =
    entries.length === 1 ? `Hello ${entries[0]!.contact.firstName},` : 'Hello,';
  const intro =
    entries.length === 1
      ? 'Here are the sign-in details you asked for:'
      : 'These user names are registered with this e-mail address:';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...entries.flatMap(entryLines),
    SIGNATURE,
  ].join('\n');
  return { to, subject, text };
}
