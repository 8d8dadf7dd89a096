import type { Db } from '../../../db/database';
import { findContactsByIds } from '../../auth/index';
import { addDays } from '../reminders/calendar-dates';
import { usersWithoutDigest } from './digest-settings.service';
import {
  deleteCursorsBefore,
  lastAlertId,
  readCursor,
  writeCursor,
} from '../alert-cursors.repository';
import { insertDigests, newAlertCounts } from './digest.repository';

// How far the digests have gone: the last alert id a run took.
export const DIGEST_CURSOR = 'digest_alert_id';
// Per date, where that date's run started: its digests tell of the alerts
// after it, up to their last_alert_id.
export const DIGEST_FROM = 'digest_from:';
// Days a digest not sent yet is still tried; its start is kept as long.
export const DIGEST_KEEP_DAYS = 7;

/** Where the digests of `date` start; undefined when no run collected them. */
export async function digestStart(
  db: Db,
  date: string,
): Promise<number | undefined> {
  const value = await readCursor(db, `${DIGEST_FROM}${date}`);
  return value === undefined ? undefined : Number(value);
}

// The first run ever starts a day back rather than at the first alert.
async function cursorOf(db: Db, now: Date): Promise<number> {
  const value = await readCursor(db, DIGEST_CURSOR);
  if (value !== undefined) return Number(value);
  return lastAlertId(db, new Date(now.getTime() - 86_400_000).toISOString());
}

/**
 * Takes the alerts made since the previous run, unchecked, of users who
 * have the daily mail on: one pending digest per user for `today`, and
 * the cursor moved past them, in one transaction. Once per date: a second
 * run the same day collects nothing, so no alert is skipped. How many
 * digests were made.
 */
export function collectDigests(
  db: Db,
  today: string,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if ((await digestStart(trx, today)) !== undefined) return 0;
    const from = await cursorOf(trx, now);
    const to = await lastAlertId(trx);
    await writeCursor(trx, `${DIGEST_FROM}${today}`, String(from), at);
    await deleteCursorsBefore(
      trx,
      DIGEST_FROM,
      addDays(today, -DIGEST_KEEP_DAYS),
    );
    if (to <= from) return 0;
    const counts = await newAlertCounts(trx, from, to);
    const userIds = counts.map((c) => c.user_id);
    const off = await usersWithoutDigest(trx, userIds);
    const contacts = await findContactsByIds(trx, userIds);
    const made = await insertDigests(
      trx,
      counts
        .filter((c) => !off.has(c.user_id))
        .filter((c) => contacts.get(c.user_id)?.isEnabled === true)
        .map((c) => ({
          user_id: c.user_id,
          digest_date: today,
          last_alert_id: c.last_id,
          alert_count: c.count,
        })),
      at,
    );
    await writeCursor(trx, DIGEST_CURSOR, String(to), at);
    return made;
  });
}
