import {
  allPlanInfos,
  productCodeSchema,
  UPGRADE_REQUESTS_PER_DAY,
  type PlansOverview,
  type UpgradeRequest,
  type UpgradeRequestBody,
} from '@edge/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { lockUserRow } from '../../db/lock-user-row';
import { enqueueJob, type JobRunner } from '../../jobs/index';
import { addHours, nowIso } from '../../shared/time';
import { getOwnProfile } from '../auth/index';
import { accountPlanOf } from '../manage-users/index';
import { accountSubscription } from './billing.service';
import { BillingError } from './billing.errors';
import type { UpgradeRequestRow } from './billing.table';
import {
  countUserRequestsSince,
  findUserRequests,
  insertUpgradeRequest,
} from './upgrade-requests.repository';

export const UPGRADE_MAIL_JOB = 'upgrade-request-mail';
// The requests Upgrade Subscription lists.
const LISTED_REQUESTS = 5;

export interface UpgradeCaller {
  userId: number;
  accountId: number;
}

const modulesSchema = z.array(productCodeSchema);

/** A stored request as its sender sees it. */
export function toUpgradeRequest(row: UpgradeRequestRow): UpgradeRequest {
  return {
    id: row.id,
    plan: row.plan as UpgradeRequest['plan'],
    seats: row.seats,
    modules: modulesSchema.parse(JSON.parse(row.modules)),
    message: row.message,
    created_at: row.created_at,
    status: row.mailed_at ? 'sent' : row.failed_at ? 'failed' : 'sending',
    reply_to: row.reply_to,
  };
}

/** GET /api/v1/billing/plans: the account's plan, every plan, the requests. */
export async function getPlansOverview(
  db: Db,
  caller: UpgradeCaller,
  exportsPerDay: number,
): Promise<PlansOverview> {
  const subscription = await accountSubscription(db, caller.accountId);
  const requests = await findUserRequests(db, caller.userId, LISTED_REQUESTS);
  return {
    subscription,
    plans: allPlanInfos(),
    exports_per_user_per_day: exportsPerDay,
    requests: requests.map(toUpgradeRequest),
  };
}

/**
 * Records an upgrade request and queues its mail to the sales mailbox in
 * one transaction, under the user's row lock so the daily limit holds
 * under parallel requests.
 */
export async function createUpgradeRequest(
  deps: { db: Db; jobs: Pick<JobRunner, 'wake'> },
  caller: UpgradeCaller,
  body: UpgradeRequestBody,
  now = new Date(),
): Promise<UpgradeRequest> {
  const { db } = deps;
  const profile = await getOwnProfile(db, caller.userId);
  if (!profile) throw new BillingError('ACCOUNT_NOT_FOUND');
  const account = await accountPlanOf(db, caller.accountId);
  const row = await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, caller.userId);
    const since = addHours(now, -24);
    if (
      (await countUserRequestsSince(trx, caller.userId, since)) >=
      UPGRADE_REQUESTS_PER_DAY
    ) {
      throw new BillingError('UPGRADE_REQUESTS_LIMIT', {
        limit: UPGRADE_REQUESTS_PER_DAY,
      });
    }
    const request = await insertUpgradeRequest(trx, {
      account_id: caller.accountId,
      user_id: caller.userId,
      current_plan: account.plan,
      plan: body.plan,
      seats: body.seats,
      modules: JSON.stringify(body.modules),
      message: body.message,
      reply_to: profile.email,
      created_at: nowIso(now),
      mailed_at: null,
      failed_at: null,
    });
    await enqueueJob(trx, {
      kind: UPGRADE_MAIL_JOB,
      payload: { requestId: request.id },
    });
    return request;
  });
  deps.jobs.wake();
  return toUpgradeRequest(row);
}
