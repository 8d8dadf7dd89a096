import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../shared/errors';

export interface RateLimitOptions {
  // Requests per minute of one signed-in session.
  perSessionPerMinute: number;
  // Requests per minute of one client address without a session.
  perAddressPerMinute: number;
  // A stable, non-secret key of the request's session cookie, if valid.
  sessionKey(request: FastifyRequest): string | null;
}

/**
 * A generous limit on every route, answered in the App error shape: per
 * session for signed-in traffic (fifty brokers behind one office address
 * each get their own), per address otherwise. Hashed web assets are exempt:
 * a page load fetches many of them.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      keyGenerator: (request) => {
        const session = options.sessionKey(request);
        return session ? `s:${session}` : `a:${request.ip}`;
      },
      max: (_request, key) =>
        key.startsWith('s:')
          ? options.perSessionPerMinute
          : options.perAddressPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => request.url.startsWith('/assets/'),
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
  },
  { name: 'rate-limit', dependencies: ['@fastify/cookie'] },
);
