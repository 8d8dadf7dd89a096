import type { MailMessage } from '../../plugins/mailer';

const SIGNATURE = ['', 'The Edge team'].join('\n');

/** To the new address: the link that applies the change. */
export function confirmEmailMail(
  to: string,
  firstName: string,
  link: string,
  hours: number,
): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    'You asked to use this e-mail address for your Edge account.',
    `Confirm it with this link (it works once, for ${hours} hours):`,
    link,
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes until',
    'the link is used.',
    SIGNATURE,
  ].join('\n');
  return { to, subject: 'Confirm your new Edge e-mail address', text };
}

/** To the old address, once the change is applied. */
export function emailChangedMail(
  to: string,
  firstName: string,
  newEmail: string,
): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    `The e-mail address of your Edge account is now ${newEmail}.`,
    'If you did not make this change, please contact support at once.',
    SIGNATURE,
  ].join('\n');
  return { to, subject: 'Your Edge e-mail address was changed', text };
}
