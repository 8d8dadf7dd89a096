import type { AlertDigestSettings } from '@edge/contracts';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { findContactsByIds } from '../../auth/index';
import {
  getUserPreference,
  getUsersPreference,
  setUserPreference,
} from '../../preferences/index';
import { DigestError } from './digest.errors';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** The user preference that keeps the daily mail on or off, and its hour. */
export const DIGEST_PREFERENCE = 'alerts-digest';
const storedSchema = z.object({
  enabled: z.boolean(),
  // Absent: ALERT_DIGEST_HOUR.
  hour: z.number().int().min(0).max(23).optional(),
});
export type DigestChoice = z.infer<typeof storedSchema>;

const readChoice = (db: Db, userId: number) =>
  getUserPreference(db, userId, DIGEST_PREFERENCE, storedSchema);

/** GET /api/v1/alerts/digest: on unless turned off, at the user's hour. */
export async function getDigestSettings(
  db: Db,
  userId: number,
  defaultHour: number,
): Promise<AlertDigestSettings> {
  const stored = await readChoice(db, userId);
  return {
    enabled: stored?.enabled ?? true,
    hour: stored?.hour ?? defaultHour,
  };
}

/**
 * PUT /api/v1/alerts/digest: turns the daily mail on or off and, when
 * given, sets its hour; without one the chosen hour is kept.
 */
export async function setDigestSettings(
  db: Db,
  userId: number,
  update: { enabled: boolean; hour?: number },
  defaultHour: number,
): Promise<AlertDigestSettings> {
  const hour = update.hour ?? (await readChoice(db, userId))?.hour;
  const stored: DigestChoice =
    hour === undefined
      ? { enabled: update.enabled }
      : { enabled: update.enabled, hour };
  await setUserPreference(db, userId, DIGEST_PREFERENCE, stored);
  return { enabled: update.enabled, hour: hour ?? defaultHour };
}

/** Of these users, what those who chose anything chose. */
export function digestChoices(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, DigestChoice>> {
  return getUsersPreference(db, userIds, DIGEST_PREFERENCE, storedSchema);
}

/** The mail's signed link: turns the daily mail off, no session needed. */
export async function unsubscribeDigest(
  db: Db,
  secret: string,
  token: string,
  hour: number,
): Promise<AlertDigestSettings> {
  const userId = verifyUnsubscribeToken(secret, token);
  const known =
    userId === null ? undefined : await findContactsByIds(db, [userId]);
  if (userId === null || !known?.has(userId)) {
    throw new DigestError('DIGEST_UNSUBSCRIBE_INVALID');
  }
  return setDigestSettings(db, userId, { enabled: false }, hour);
}
