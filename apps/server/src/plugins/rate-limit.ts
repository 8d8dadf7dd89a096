import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../shared/errors';

export interface RateLimitOptions {
  perMinute: number;
}

/**
 * A generous per-address limit on every route, answered in the App error
 * shape. Hashed web assets are exempt: a page load fetches many of them.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { perMinute }) => {
    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: '1 minute',
      allowList: (request) => request.url.startsWith('/assets/'),
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
  },
  { name: 'rate-limit' },
);
