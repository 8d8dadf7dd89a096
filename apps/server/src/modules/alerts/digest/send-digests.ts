import type { Db } from '../../../db/database';
import type { Mailer } from '../../../plugins/mailer';
import { findContactsByIds, type UserContact } from '../../auth/index';
import { addDays } from '../reminders/calendar-dates';
import type { AlertDigestRow } from '../alerts.table';
import { DIGEST_KEEP_DAYS, digestStart } from './collect-digests';
import { digestMail } from './digest-mail';
import {
  digestAlertRows,
  markDigestEmpty,
  markDigestFailed,
  sendableDigests,
  type DigestAlertRow,
} from './digest.repository';
import { SentMarks } from './sent-marks';
import { unsubscribeToken } from './unsubscribe-token';

/** Tries of one digest before it is given up. */
export const DIGEST_MAX_ATTEMPTS = 5;
// Digests read (and their alerts) per batch, and mails in flight at once.
const BATCH = 500;
const MAILS_AT_ONCE = 20;

export interface SendDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  // Signs the unsubscribe links.
  secret: string;
  // Called after each batch; throws to stop (a cancelled or lost job).
  onBatch?: (done: number) => Promise<void>;
}

export interface SendOutcome {
  sent: number;
  failed: number;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

interface Batch {
  marks: SentMarks;
  digests: AlertDigestRow[];
  contacts: Map<number, UserContact>;
  alerts: Map<number, DigestAlertRow[]>;
}

// Where a digest's alerts start: its own run's start, or (made before
// each hour had its run) the start of its date's run.
async function startsOf(
  db: Db,
  digests: AlertDigestRow[],
): Promise<Map<number, number | undefined>> {
  const ofDate = new Map<string, number | undefined>();
  const starts = new Map<number, number | undefined>();
  for (const digest of digests) {
    if (digest.from_alert_id !== null) {
      starts.set(digest.id, digest.from_alert_id);
      continue;
    }
    if (!ofDate.has(digest.digest_date)) {
      ofDate.set(digest.digest_date, await digestStart(db, digest.digest_date));
    }
    starts.set(digest.id, ofDate.get(digest.digest_date));
  }
  return starts;
}

// One read of the users and one of the alerts per run start in the batch.
async function readBatch(
  db: Db,
  marks: SentMarks,
  digests: AlertDigestRow[],
): Promise<Batch> {
  const contacts = await findContactsByIds(
    db,
    digests.map((d) => d.user_id),
  );
  const starts = await startsOf(db, digests);
  const alerts = new Map<number, DigestAlertRow[]>();
  for (const from of new Set(starts.values())) {
    if (from === undefined) continue;
    const ofStart = digests.filter((d) => starts.get(d.id) === from);
    const to = Math.max(...ofStart.map((d) => d.last_alert_id));
    const rows = await digestAlertRows(
      db,
      ofStart.map((d) => d.user_id),
      from,
      to,
    );
    const byUser = new Map<number, DigestAlertRow[]>();
    for (const row of rows) {
      const ofUser = byUser.get(row.user_id);
      if (ofUser) ofUser.push(row);
      else byUser.set(row.user_id, [row]);
    }
    for (const digest of ofStart) {
      const ofUser = byUser.get(digest.user_id) ?? [];
      alerts.set(
        digest.id,
        ofUser.filter((row) => row.id <= digest.last_alert_id),
      );
    }
  }
  return { marks, digests, contacts, alerts };
}

async function sendOne(
  deps: SendDeps,
  batch: Batch,
  digest: AlertDigestRow,
  outcome: SendOutcome,
): Promise<void> {
  const { db } = deps;
  const contact = batch.contacts.get(digest.user_id);
  const alerts = batch.alerts.get(digest.id);
  if (!contact?.isEnabled || alerts === undefined) {
    // Nothing to try again: the user is gone or disabled, or the run's
    // start was forgotten.
    const reason = alerts
      ? 'The user account is disabled.'
      : 'The digest is too old.';
    await markDigestFailed(db, digest.id, reason, DIGEST_MAX_ATTEMPTS);
    return;
  }
  if (alerts.length === 0) {
    await markDigestEmpty(db, digest.id);
    return;
  }
  const message = digestMail({
    to: contact.email,
    firstName: contact.firstName,
    digestDate: digest.digest_date,
    alerts,
    publicUrl: deps.publicUrl,
    unsubscribeToken: unsubscribeToken(deps.secret, digest.user_id),
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    outcome.failed += 1;
    await markDigestFailed(db, digest.id, reasonOf(error));
    return;
  }
  // Right after the mail server took it: a retry never sends it again.
  await batch.marks.mark(digest.id);
  outcome.sent += 1;
}

/**
 * Sends every digest not sent yet (pending, or failed with tries left) of
 * the last days, a batch at a time (the next one read while this one is
 * sent), a few mails at once. Each is marked sent as soon as its mail is
 * accepted, or failed with one attempt more.
 */
export async function sendDigests(
  deps: SendDeps,
  today: string,
): Promise<SendOutcome> {
  const { db } = deps;
  const outcome: SendOutcome = { sent: 0, failed: 0 };
  const marks = new SentMarks(db);
  const since = addDays(today, -DIGEST_KEEP_DAYS);
  const read = async (afterId: number) => {
    const digests = await sendableDigests(db, {
      since,
      maxAttempts: DIGEST_MAX_ATTEMPTS,
      afterId,
      limit: BATCH,
    });
    return digests.length > 0 ? readBatch(db, marks, digests) : undefined;
  };
  let next = read(0);
  for (let done = 0; ;) {
    const batch = await next;
    if (!batch) return outcome;
    next = read(batch.digests.at(-1)!.id);
    // Left unread when this batch fails; its failure is this one's.
    next.catch(() => undefined);
    await eachLimited(batch.digests, MAILS_AT_ONCE, (digest) =>
      sendOne(deps, batch, digest, outcome),
    );
    done += batch.digests.length;
    await deps.onBatch?.(done);
  }
}
