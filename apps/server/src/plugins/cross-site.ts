import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors';
import { readBearer } from './bearer';

declare module 'fastify' {
  interface FastifyContextConfig {
    // SPEC §7 sends these as form fields (login, forgot password); every
    // other route takes JSON or, for uploads, multipart.
    acceptsForm?: boolean;
    // A GET that changes state (SPEC §7 logout): refused from another site.
    refusesCrossSite?: boolean;
    // A POST whose only authority is a signed token in its URL, never the
    // session cookie (the mail's one-click unsubscribe, RFC 8058): a forged
    // cross-site request can do nothing the link's holder could not, so
    // the origin check does not apply.
    acceptsCrossSite?: boolean;
  }
}

export interface CrossSiteOptions {
  // The address users reach the app at (PUBLIC_URL).
  publicUrl: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|text\/plain)/i;

class CrossSiteError extends AppError {
  constructor() {
    super(
      403,
      'CROSS_SITE_REQUEST',
      'This request came from another site and was refused.',
    );
  }
}

class FormNotAcceptedError extends AppError {
  constructor() {
    super(415, 'FORM_NOT_ACCEPTED', 'Send this request as JSON.');
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Whether a browser sent this request from a page of another site
 * (OWASP CSRF cheat sheet: Fetch Metadata first, then Origin, then Referer).
 * A request with none of them is not a browser's cross-site request.
 */
export function isCrossSite(
  request: FastifyRequest,
  publicHost: string | null,
): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string')
    return site !== 'same-origin' && site !== 'none';
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return false;
  const host = hostOf(source);
  // Parsed alike, so a default port written out compares equal.
  const ownHost = hostOf(`${request.protocol}://${request.host}`);
  return host === null || (host !== ownHost && host !== publicHost);
}

/**
 * CSRF defences of the API: origin checks and form bodies where allowed.
 * API answers are never stored by browsers or proxies either.
 */
export const crossSitePlugin = fp<CrossSiteOptions>(
  async (app, options) => {
    const publicHost = hostOf(options.publicUrl);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      reply.header('cache-control', 'no-store');
      const config = request.routeOptions.config;
      // An API key is sent by the caller's code, never by a browser on its
      // own as a cookie is: there is nothing for another site to forge.
      const guarded =
        readBearer(request) === null &&
        ((STATE_CHANGING.has(request.method) &&
          config.acceptsCrossSite !== true) ||
          config.refusesCrossSite === true);
      if (guarded && isCrossSite(request, publicHost)) {
        throw new CrossSiteError();
      }
      const type = request.headers['content-type'];
      if (type && FORM_TYPES.test(type) && config.acceptsForm !== true) {
        throw new FormNotAcceptedError();
      }
    });
  },
  { name: 'cross-site' },
);
