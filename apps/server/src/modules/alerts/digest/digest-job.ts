import { z } from 'zod';
import type { Db } from '../../../db/database';
import { JobError, type JobHandler } from '../../../jobs/index';
import type { Mailer } from '../../../plugins/mailer';
import { nextHourlyRun, scheduleOnce } from '../daily-run';
import { localDate } from '../reminders/calendar-dates';
import { collectDueDigests } from './collect-digests';
import {
  DIGEST_MAX_ATTEMPTS,
  sendDigests,
  type SendOutcome,
} from './send-digests';

export const ALERT_DIGEST_JOB = 'alerts-digest';
// A failed mail is tried again this long after, then twice as long...
const RESEND_AFTER_MS = 5 * 60_000;

// The daily run has no resend; the n-th resend of a failed run says n.
const payloadSchema = z.object({ resend: z.number().int().min(1).optional() });

export interface DigestJobDeps {
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  secret: string;
  // ALERT_DIGEST_HOUR: the hour of users who chose none.
  defaultHour: number;
}

/**
 * Queues the next digest run unless one is queued or running: at most one
 * digest job is alive, so two runs never send side by side.
 */
export const scheduleDigest = (
  db: Db,
  runAfter: Date,
  options: { resend?: number; fromJobId?: number } = {},
) =>
  scheduleOnce(db, {
    kind: ALERT_DIGEST_JOB,
    runAfter,
    payload: options.resend ? { resend: options.resend } : {},
    fromJobId: options.fromJobId,
  });

// After a run: a resend while mails failed and tries are left, otherwise
// the next hour's run (each user chooses the hour of their mail).
function nextRun(
  outcome: SendOutcome | undefined,
  resend: number,
): { runAfter: Date; resend?: number } {
  const hasFailed = outcome === undefined || outcome.failed > 0;
  if (hasFailed && resend + 1 < DIGEST_MAX_ATTEMPTS) {
    const delay = RESEND_AFTER_MS * 2 ** resend;
    return { runAfter: new Date(Date.now() + delay), resend: resend + 1 };
  }
  return { runAfter: nextHourlyRun(new Date()) };
}

/**
 * The daily digest, run every hour: the new alerts of the users whose hour
 * has come into one pending digest per user and date, then every digest
 * not sent yet goes out. A resend only sends. When a
 * mail failed, the job queues its resend and fails with a reason (the
 * runner does not retry a failed handler itself); a resend sends only the
 * digests not sent yet, so none is sent twice.
 */
export function alertDigestHandler(deps: DigestJobDeps): JobHandler {
  return async (job, { db, signal, progress }) => {
    const payload = payloadSchema.safeParse(job.payload);
    const resend = payload.success ? (payload.data.resend ?? 0) : 0;
    let outcome: SendOutcome | undefined;
    let next: ReturnType<typeof nextRun> | undefined;
    try {
      const now = new Date();
      const today = localDate(now);
      if (resend === 0) {
        await collectDueDigests(db, today, now, deps.defaultHour);
      }
      outcome = await sendDigests(
        { ...deps, db, onBatch: (done) => progress(done, done) },
        today,
      );
    } finally {
      // A run stopped by a shutdown is queued again as it is.
      if (!signal.aborted) {
        next = nextRun(outcome, resend);
        await scheduleDigest(db, next.runAfter, {
          resend: next.resend,
          fromJobId: job.id,
        });
      }
    }
    if (outcome.failed > 0) {
      const again = next?.resend
        ? ` They are tried again at ${next.runAfter.toISOString()}.`
        : '';
      throw new JobError(
        `${outcome.failed} of ${outcome.failed + outcome.sent} alert mails could not be sent.${again}`,
      );
    }
  };
}
