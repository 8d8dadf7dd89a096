import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../shared/errors';
import { readBearer } from './bearer';

export interface RateLimitOptions {
  // Requests per minute of one signed-in session.
  perSessionPerMinute: number;
  // Requests per minute of one client address without a session.
  perAddressPerMinute: number;
  // Requests per minute of one API key.
  perApiKeyPerMinute: number;
  // A stable, non-secret key of the request's session cookie, if valid.
  sessionKey(request: FastifyRequest): string | null;
  // A stable, non-secret key of the request's live API key, if any.
  apiKey(request: FastifyRequest): Promise<string | null>;
}

const LIMITS = { k: 'perApiKeyPerMinute', s: 'perSessionPerMinute' } as const;

/**
 * A generous limit on every route, answered in the App error shape: per
 * session for signed-in traffic (fifty brokers behind one office address
 * each get their own), per API key for a key's calls, per address
 * otherwise. Hashed web assets are exempt: a page load fetches many.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      // An unknown key counts against its address, so made-up keys gain
      // no requests.
      keyGenerator: async (request) => {
        if (readBearer(request) !== null) {
          const key = await options.apiKey(request);
          return key ? `k:${key}` : `a:${request.ip}`;
        }
        const session = options.sessionKey(request);
        return session ? `s:${session}` : `a:${request.ip}`;
      },
      max: (_request, key) => {
        const limit = LIMITS[key.charAt(0) as keyof typeof LIMITS];
        return limit ? options[limit] : options.perAddressPerMinute;
      },
      timeWindow: '1 minute',
      allowList: (request) => request.url.startsWith('/assets/'),
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
  },
  { name: 'rate-limit', dependencies: ['@fastify/cookie'] },
);
