import {
  isPlanKey,
  planOf,
  PRODUCT_NAMES,
  type AccountSubscription,
  personName,
} from '@edge/contracts';
import { z } from 'zod';
import { enqueueJob, JobError, type JobHandler } from '../../jobs/index';
import type { MailMessage, Mailer } from '../../plugins/mailer';
import { nowIso } from '../../shared/time';
import { getOwnProfile, type OwnProfile } from '../auth/index';
import { accountSubscription } from './billing.service';
import type { UpgradeRequestRow } from './billing.table';
import {
  findUpgradeRequest,
  setMailOutcome,
} from './upgrade-requests.repository';
import { toUpgradeRequest, UPGRADE_MAIL_JOB } from './upgrade-requests.service';

/** Attempts to mail a request before it is marked failed. */
export const UPGRADE_MAIL_MAX_ATTEMPTS = 5;
// A refused mail is tried again this long after, then twice as long...
const RESEND_AFTER_MS = 5 * 60_000;

const payloadSchema = z.object({ requestId: z.number().int().positive() });

export interface UpgradeMailDeps {
  mailer: Pick<Mailer, 'send'>;
  salesEmail: string;
  publicUrl: string;
}

const planName = (key: string | null) =>
  key && isPlanKey(key) ? planOf(key).name : 'none on record';

function currentLines(subscription: AccountSubscription): string[] {
  const seats =
    subscription.seats === null
      ? `${subscription.seats_used} users, seats not limited`
      : `${subscription.seats_used} of ${subscription.seats} seats used`;
  return [
    `Current plan: ${planName(subscription.plan)} (${seats})`,
    ...subscription.modules.map((m) => `  ${m.name}: ${m.entry}`),
    `Renewal date: ${subscription.renewal_date ?? 'none'}`,
  ];
}

/** The mail the sales team gets; a reply goes to the user. */
export function composeUpgradeMail(
  row: UpgradeRequestRow,
  profile: OwnProfile,
  subscription: AccountSubscription,
  deps: Pick<UpgradeMailDeps, 'salesEmail' | 'publicUrl'>,
): MailMessage {
  const request = toUpgradeRequest(row);
  const wanted = planName(request.plan);
  const name = personName(profile.firstName, profile.lastName);
  const lines = [
    `${name || profile.username} asks to move ${subscription.account_name} to the ${wanted} plan.`,
    '',
    `Requested plan: ${wanted}`,
    `Seats: ${request.seats}`,
    `Modules: ${request.modules.map((m) => PRODUCT_NAMES[m]).join(', ')}`,
    '',
    ...currentLines(subscription),
    '',
    `From: ${name} (user name ${profile.username}, account ${row.account_id})`,
    `E-mail: ${profile.email}`,
    ...(profile.phone ? [`Phone: ${profile.phone}`] : []),
    ...(profile.title ? [`Title: ${profile.title}`] : []),
    `Sent: ${request.created_at}`,
    '',
    'Message:',
    request.message || '(none)',
    '',
    `Request ${request.id}, sent from ${deps.publicUrl}/app/upgrade.`,
  ];
  return {
    to: deps.salesEmail,
    subject: `Upgrade request: ${subscription.account_name} to ${wanted}, ${request.seats} seats`,
    text: lines.join('\n'),
    headers: { 'Reply-To': profile.email },
  };
}

/**
 * Mails one upgrade request to the sales mailbox. A refused mail is tried
 * again later, up to UPGRADE_MAIL_MAX_ATTEMPTS, then marked failed.
 */
export function upgradeMailHandler(deps: UpgradeMailDeps): JobHandler {
  return async (job, { db }) => {
    const { requestId } = payloadSchema.parse(job.payload);
    const row = await findUpgradeRequest(db, requestId);
    if (!row || row.mailed_at || row.failed_at) return;
    const profile = await getOwnProfile(db, row.user_id);
    if (!profile) return;
    const subscription = await accountSubscription(db, row.account_id);
    const attempts = row.mail_attempts + 1;
    try {
      await deps.mailer.send(
        composeUpgradeMail(row, profile, subscription, deps),
      );
    } catch (error) {
      const isLast = attempts >= UPGRADE_MAIL_MAX_ATTEMPTS;
      await setMailOutcome(db, requestId, {
        attempts,
        failedAt: isLast ? nowIso() : undefined,
      });
      if (!isLast) {
        const delay = RESEND_AFTER_MS * 2 ** (attempts - 1);
        await enqueueJob(db, {
          kind: UPGRADE_MAIL_JOB,
          payload: { requestId },
          runAfter: new Date(Date.now() + delay),
        });
      }
      throw new JobError(
        `The upgrade request could not be mailed (attempt ${attempts}): ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
    await setMailOutcome(db, requestId, { attempts, mailedAt: nowIso() });
  };
}
