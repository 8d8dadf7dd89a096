import type { Db } from '../../../db/database';
import { findContactsByIds } from '../../auth/index';
import { addDays } from '../reminders/calendar-dates';
import { digestChoices } from './digest-settings.service';
import {
  deleteCursorsBefore,
  lastAlertId,
  readCursor,
  writeCursor,
} from '../alert-cursors.repository';
import { insertDigests, newAlertCounts } from './digest.repository';

// How far the digests have gone: the last alert id a run took. Each hour
// has its own (`digest_alert_id@07`); this one, of the days when every
// user had the same hour, is where an hour's first run starts.
export const DIGEST_CURSOR = 'digest_alert_id';
// Per date and hour, where that run started: its digests tell of the
// alerts after it, up to their last_alert_id.
export const DIGEST_FROM = 'digest_from:';

/** The users a run collects for: those whose hour is `hour`. */
export interface DigestHour {
  hour: number;
  // ALERT_DIGEST_HOUR: the hour of users who chose none.
  defaultHour: number;
}

const hh = (hour: number) => String(hour).padStart(2, '0');
export const hourCursor = (hour: number) => `${DIGEST_CURSOR}@${hh(hour)}`;
export const hourStart = (date: string, hour: number) =>
  `${DIGEST_FROM}${date}@${hh(hour)}`;
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

// An hour's first run starts where the single daily run stopped; the
// first run ever a day back rather than at the first alert.
async function cursorOf(db: Db, hour: number, now: Date): Promise<number> {
  const value =
    (await readCursor(db, hourCursor(hour))) ??
    (await readCursor(db, DIGEST_CURSOR));
  if (value !== undefined) return Number(value);
  return lastAlertId(db, new Date(now.getTime() - 86_400_000).toISOString());
}

/**
 * Takes the alerts made since the hour's previous run, unchecked, of users
 * who have the daily mail on at that hour: one pending digest per user for
 * `today`, and the hour's cursor moved past them, in one transaction. Once
 * per date and hour: a second run collects nothing, so no alert is
 * skipped; a user has one digest a date whatever hours they choose. How
 * many digests were made.
 */
export function collectDigests(
  db: Db,
  today: string,
  now: Date,
  { hour, defaultHour }: DigestHour,
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const startKey = hourStart(today, hour);
    if ((await readCursor(trx, startKey)) !== undefined) return 0;
    const from = await cursorOf(trx, hour, now);
    const to = await lastAlertId(trx);
    await writeCursor(trx, startKey, String(from), at);
    await deleteCursorsBefore(
      trx,
      DIGEST_FROM,
      addDays(today, -DIGEST_KEEP_DAYS),
    );
    if (to <= from) return 0;
    const counts = await newAlertCounts(trx, from, to);
    const userIds = counts.map((c) => c.user_id);
    const choices = await digestChoices(trx, userIds);
    const contacts = await findContactsByIds(trx, userIds);
    const isDue = (userId: number) => {
      const choice = choices.get(userId);
      return (
        choice?.enabled !== false && (choice?.hour ?? defaultHour) === hour
      );
    };
    const made = await insertDigests(
      trx,
      counts
        .filter((c) => isDue(c.user_id))
        .filter((c) => contacts.get(c.user_id)?.isEnabled === true)
        .map((c) => ({
          user_id: c.user_id,
          digest_date: today,
          from_alert_id: from,
          last_alert_id: c.last_id,
          alert_count: c.count,
        })),
      at,
    );
    await writeCursor(trx, hourCursor(hour), String(to), at);
    return made;
  });
}

/**
 * Collects every hour of `today` that has come by `now` and was not
 * collected yet: a run late after a resend or a restart catches up.
 */
export async function collectDueDigests(
  db: Db,
  today: string,
  now: Date,
  defaultHour: number,
): Promise<number> {
  let made = 0;
  for (let hour = 0; hour <= now.getHours(); hour += 1) {
    made += await collectDigests(db, today, now, { hour, defaultHour });
  }
  return made;
}
