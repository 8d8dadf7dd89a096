import {
  ACCOUNT_TYPES,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  type UserInfo,
  personName,
} from '@edge/contracts';
import type { MailMessage } from '../../plugins/mailer';

const ACCOUNT_TYPE_NAMES: Record<number, string> = {
  [ACCOUNT_TYPES.DIRECT]: 'direct',
  [ACCOUNT_TYPES.ENTERPRISE]: 'enterprise',
  [ACCOUNT_TYPES.TRIAL]: 'trial',
  [ACCOUNT_TYPES.PARTNER_PLATFORM]: 'partner platform',
  [ACCOUNT_TYPES.INTERNAL_STAFF]: 'internal staff',
};

const accountTypeName = (type: number) =>
  ACCOUNT_TYPE_NAMES[type] ?? `type ${type}`;

function productLines(user: UserInfo): string[] {
  const held = PRODUCT_CODES.filter((code) => user.products[code]);
  if (held.length === 0) return ['  (none)'];
  return held.map(
    (code) => `  ${PRODUCT_NAMES[code]} (${code}): ${user.products[code]}`,
  );
}

export interface SupportRequestMailInput {
  to: string;
  reference: string;
  subject: string;
  message: string;
  createdAt: string;
  // Who wrote, from the session: never from what they typed.
  user: UserInfo;
}

/**
 * To the support address: the request with who sent it and their account,
 * the reference in the subject, and the user's address to reply to.
 */
export function supportRequestMail(
  input: SupportRequestMailInput,
): MailMessage {
  const { user } = input;
  const name = personName(user.first_name, user.last_name);
  const text = [
    `Support request ${input.reference}, sent from the Edge Support Center.`,
    '',
    `From: ${name} <${user.email}>`,
    `User name: ${user.username} (user ${user.id}, type ${user.type}, role '${user.role}')`,
    `Account: ${user.account_name} (account ${user.account_id}, ${accountTypeName(user.account_type)})`,
    'Products and permitted states:',
    ...productLines(user),
    `Sent: ${input.createdAt}`,
    '',
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
    '--',
    `Reply to this e-mail to answer ${name || user.username}; keep ${input.reference} in the subject.`,
  ].join('\n');
  return {
    to: input.to,
    subject: `[${input.reference}] ${input.subject}`,
    text,
    headers: { 'Reply-To': user.email },
  };
}
