import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { RequestAuth } from '../../plugins/access';
import { readBearer } from '../../plugins/bearer';
import { resolveApiKey } from './api-keys.service';

/**
 * The user a request's API key acts for, looked up once per request: the
 * rate limit (per key) and the access check both ask.
 */
export function bearerAuth(db: Db) {
  const lookups = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();
  return (request: FastifyRequest): Promise<RequestAuth | null> => {
    const secret = readBearer(request);
    if (secret === null) return Promise.resolve(null);
    let lookup = lookups.get(request);
    if (!lookup) {
      lookup = resolveApiKey(db, secret);
      lookups.set(request, lookup);
    }
    return lookup;
  };
}
