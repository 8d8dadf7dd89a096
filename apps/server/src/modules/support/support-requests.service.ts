import {
  hasSupportCenter,
  supportReference,
  SUPPORT_REQUESTS_PER_HOUR,
  type SupportRequestBody,
  type SupportRequestReceipt,
  type UserInfo,
} from '@edge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { lockUserRow } from '../../db/lock-user-row';
import type { Mailer } from '../../plugins/mailer';
import type { RequestAuth } from '../../plugins/access';
import { addHours, nowIso } from '../../shared/time';
import { getAccountSummary } from '../accounts/index';
import { getUserInfo } from '../auth/index';
import { supportRequestMail } from './support-request.mail';
import { SupportError } from './support.errors';
import {
  countUserRequestsSince,
  insertSupportRequest,
  setRequestStatus,
} from './support-requests.repository';
import type { SupportRequestRow } from './support.table';

export interface SupportDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** SPEC §2: the Support Center is not for partner-platform users. */
export async function requireSupportCenter(
  db: Db,
  auth: RequestAuth,
): Promise<void> {
  const account = await getAccountSummary(db, auth.accountId);
  if (!hasSupportCenter(account.accountType)) {
    throw new SupportError('SUPPORT_CENTER_HIDDEN');
  }
}

/**
 * Records the request under the user's row lock, so that parallel sends
 * cannot pass the hourly limit. A request whose mail failed does not
 * count: the user may send it again.
 */
async function recordRequest(
  db: Db,
  user: UserInfo,
  body: SupportRequestBody,
  now: Date,
): Promise<SupportRequestRow> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.id);
    const since = addHours(now, -1);
    if (
      (await countUserRequestsSince(trx, user.id, since)) >=
      SUPPORT_REQUESTS_PER_HOUR
    ) {
      throw new SupportError('SUPPORT_REQUESTS_PER_HOUR');
    }
    return insertSupportRequest(trx, {
      user_id: user.id,
      account_id: user.account_id,
      reply_to: user.email,
      subject: body.subject,
      message: body.message,
      status: 'pending',
      created_at: nowIso(now),
      mailed_at: null,
    });
  });
}

/**
 * POST /api/v1/support/requests: records the request, then mails it to
 * SUPPORT_EMAIL with the account of the session, and answers its reference.
 */
export async function sendSupportRequest(
  deps: SupportDeps,
  auth: RequestAuth,
  body: SupportRequestBody,
): Promise<SupportRequestReceipt> {
  const user = await getUserInfo(deps, auth.userId, auth.publicSessionId);
  if (!hasSupportCenter(user.account_type)) {
    throw new SupportError('SUPPORT_CENTER_HIDDEN');
  }
  const row = await recordRequest(deps.db, user, body, new Date());
  const reference = supportReference(row.id);
  const mail = supportRequestMail({
    to: deps.config.supportEmail,
    reference,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    user,
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error({ err, reference }, 'support request not mailed');
    await setRequestStatus(deps.db, row.id, 'failed', null);
    throw new SupportError('SUPPORT_MAIL_FAILED');
  }
  await setRequestStatus(deps.db, row.id, 'sent', nowIso());
  return {
    id: row.id,
    reference,
    subject: row.subject,
    created_at: row.created_at,
    reply_to: row.reply_to,
    message: `Thank you: your message ${reference} has reached our support team. We will answer at ${row.reply_to}.`,
  };
}
