import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_TYPES,
  API_KEY_PREFIX,
  API_KEYS_PER_USER_MAX,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyList,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { lockUserRow } from '../../db/lock-user-row';
import type { RequestAuth } from '../../plugins/access';
import { addMinutes, nowIso } from '../../shared/time';
import { getAccountSummary } from '../accounts/index';
import { parseProducts } from '../auth/index';
import { ApiKeyError } from './api-keys.errors';
import {
  countLiveKeys,
  findLiveKey,
  insertKey,
  listUserKeys,
  revokeUserKey,
  touchKey,
} from './api-keys.repository';
import type { ApiKeyRow } from './api-keys.table';

/** The signed-in user as the key rules need them. */
export interface KeyOwner {
  userId: number;
  accountId: number;
}

// Characters of the secret after `edge_` that the list shows.
const SHOWN_CHARACTERS = 8;

/**
 * Only the SHA-256 of a secret is stored: the secret is 256 random bits, so
 * a fast hash cannot be reversed by guessing (decision 0040).
 */
export const hashSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

const toKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: `${row.prefix}…`,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
});

// A partner-platform user signs in through their platform only.
async function requireKeysOffered(db: Db, owner: KeyOwner): Promise<void> {
  const account = await getAccountSummary(db, owner.accountId);
  if (account.accountType === ACCOUNT_TYPES.PARTNER_PLATFORM) {
    throw new ApiKeyError('API_KEYS_NOT_OFFERED');
  }
}

/** GET /api/v1/myaccount/api-keys. */
export async function getApiKeys(db: Db, owner: KeyOwner): Promise<ApiKeyList> {
  await requireKeysOffered(db, owner);
  return { keys: (await listUserKeys(db, owner.userId)).map(toKey) };
}

/**
 * POST /api/v1/myaccount/api-keys. The count and the insert share one
 * transaction that holds the user's row, so parallel creates cannot pass
 * API_KEYS_PER_USER_MAX.
 */
export async function createApiKey(
  db: Db,
  owner: KeyOwner,
  name: string,
): Promise<ApiKeyCreated> {
  await requireKeysOffered(db, owner);
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, owner.userId);
    if ((await countLiveKeys(trx, owner.userId)) >= API_KEYS_PER_USER_MAX) {
      throw new ApiKeyError('API_KEY_LIMIT_REACHED');
    }
    return insertKey(trx, {
      user_id: owner.userId,
      name,
      prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
      secret_hash: hashSecret(secret),
      created_at: nowIso(),
    });
  });
  return { key: toKey(row), secret };
}

/** DELETE /api/v1/myaccount/api-keys/:id: revoked for good, kept listed. */
export async function revokeApiKey(
  db: Db,
  owner: KeyOwner,
  id: number,
): Promise<void> {
  await requireKeysOffered(db, owner);
  const row = await revokeUserKey(db, owner.userId, id, nowIso());
  if (!row) throw new ApiKeyError('API_KEY_NOT_FOUND');
}

/**
 * The user a live key acts for, with the same products a session of theirs
 * would carry; null for an unknown or revoked key. Its use is noted at most
 * once a minute.
 */
export async function resolveApiKey(
  db: Db,
  secret: string,
): Promise<RequestAuth | null> {
  const key = await findLiveKey(db, hashSecret(secret));
  if (!key) return null;
  const at = new Date();
  const since = addMinutes(at, -1);
  if (key.last_used_at === null || key.last_used_at < since) {
    await touchKey(db, key.id, nowIso(at), since);
  }
  const id = `api-key:${key.id}`;
  return {
    userId: key.user_id,
    accountId: key.account_id,
    sessionId: id,
    publicSessionId: id,
    products: parseProducts(key.products),
  };
}
