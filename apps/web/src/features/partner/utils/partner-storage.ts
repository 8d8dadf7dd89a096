import { z, type ZodType } from 'zod';

// SPEC §6, §7: the agency users and the feature licence are kept in the
// browser's local storage; the partner token never is (it stays on the
// server). Each entry belongs to one Edge user, so another user of the same
// browser never reads it, and it is fresh for 10 minutes, as user info is
// (SPEC §9). Sign-out forgets every entry.
export const PARTNER_CACHE_TTL_MS = 600_000;

const PREFIX = 'edge.partner.';

export type PartnerCacheName = 'feature-license' | 'agency-users';

export function partnerCacheKey(name: PartnerCacheName, userId: number) {
  return `${PREFIX}${name}.${userId}`;
}

const entrySchema = z.object({
  savedAt: z.number().int().nonnegative(),
  data: z.unknown(),
});

export interface PartnerCacheEntry<T> {
  data: T;
  savedAt: number;
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}

function readRaw(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The user's fresh entry, checked by its contract schema. An entry that is
 * stale, from the future or not the shape is removed, never trusted.
 */
export function readPartnerCache<T>(
  name: PartnerCacheName,
  userId: number,
  schema: ZodType<T>,
  now: number = Date.now(),
): PartnerCacheEntry<T> | undefined {
  const key = partnerCacheKey(name, userId);
  const raw = readRaw(key);
  if (raw === null) return undefined;
  const entry = entrySchema.safeParse(raw);
  const data = entry.success ? schema.safeParse(entry.data.data) : null;
  const age = entry.success ? now - entry.data.savedAt : -1;
  const isFresh = age >= 0 && age < PARTNER_CACHE_TTL_MS;
  if (!entry.success || !data?.success || !isFresh) {
    remove(key);
    return undefined;
  }
  return { data: data.data, savedAt: entry.data.savedAt };
}

export function writePartnerCache<T>(
  name: PartnerCacheName,
  userId: number,
  data: T,
  now: number = Date.now(),
): void {
  try {
    const entry = { savedAt: now, data };
    localStorage.setItem(partnerCacheKey(name, userId), JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the next visit asks the server again.
  }
}

/** Sign-out: every user's partner entries go. */
export function forgetPartnerCaches(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.key(i),
    );
    keys
      .filter((key) => key?.startsWith(PREFIX))
      .forEach((key) => remove(key!));
  } catch {
    // Storage blocked: nothing was kept.
  }
}
