import type { ZodType } from 'zod';
import {
  PARTNER_CACHE_TTL_MS,
  readPartnerCache,
  writePartnerCache,
  type PartnerCacheName,
} from '../utils/partner-storage';

/**
 * The options that keep a query's answer in local storage for the user: a
 * fresh stored answer is the query's data (no request), each new answer is
 * stored, and after the freshness window the query asks again.
 */
export function storedQueryOptions<T>(
  name: PartnerCacheName,
  userId: number,
  schema: ZodType<T>,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return {
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const data = await fetch(signal);
      writePartnerCache(name, userId, data);
      return data;
    },
    initialData: () => readPartnerCache(name, userId, schema)?.data,
    initialDataUpdatedAt: () => readPartnerCache(name, userId, schema)?.savedAt,
    staleTime: PARTNER_CACHE_TTL_MS,
  };
}
