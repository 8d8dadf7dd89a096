import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * api_keys: a user's keys for the read-only API (docs/decisions/0040).
 * Only the SHA-256 of the secret is kept; `prefix` is its first characters,
 * shown so the user can tell keys apart.
 */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKeyRow = Insertable<ApiKeysTable>;
