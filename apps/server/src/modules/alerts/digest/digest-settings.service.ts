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

/** The user preference that keeps the daily mail on or off. */
export const DIGEST_PREFERENCE = 'alerts-digest';
const storedSchema = z.object({ enabled: z.boolean() });

/** GET /api/v1/alerts/digest: on unless the user turned it off. */
export async function getDigestSettings(
  db: Db,
  userId: number,
  hour: number,
): Promise<AlertDigestSettings> {
  const stored = await getUserPreference(
    db,
    userId,
    DIGEST_PREFERENCE,
    storedSchema,
  );
  return { enabled: stored?.enabled ?? true, hour };
}

/** PUT /api/v1/alerts/digest: turns the daily mail on or off. */
export async function setDigestEnabled(
  db: Db,
  userId: number,
  enabled: boolean,
  hour: number,
): Promise<AlertDigestSettings> {
  await setUserPreference(db, userId, DIGEST_PREFERENCE, { enabled });
  return { enabled, hour };
}

/** Of these users, those who turned the daily mail off. */
export async function usersWithoutDigest(
  db: Db,
  userIds: readonly number[],
): Promise<Set<number>> {
  const stored = await getUsersPreference(
    db,
    userIds,
    DIGEST_PREFERENCE,
    storedSchema,
  );
  return new Set(
    [...stored].filter(([, value]) => !value.enabled).map(([id]) => id),
  );
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
  return setDigestEnabled(db, userId, false, hour);
}
