import { hasModule, type Module, type ProductsMap } from '@edge/contracts';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  ForbiddenError,
  NotSignedInError,
  type NoSessionReason,
} from '../shared/errors';
import { ApiKeyInvalidError, ApiKeyScopeError, readBearer } from './bearer';
import { readSessionToken } from './session-cookie';

/**
 * Who may call a route (STYLE §2, Twenty): anyone, any signed-in user, or a
 * signed-in user holding a module's product (SPEC §5).
 */
export type RouteAccess = 'public' | 'user' | { module: Module };

/** The signed-in user of a request. */
export interface RequestAuth {
  userId: number;
  accountId: number;
  // The session's primary key (hash of the token).
  sessionId: string;
  // The non-secret id shown to the client as session_id.
  publicSessionId: string;
  products: ProductsMap;
}

export type SessionLookup =
  { auth: RequestAuth } | { auth: null; reason: NoSessionReason };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    // false: a call the client makes on its own (the session ping), which
    // does not keep an idle session alive.
    isActivity?: boolean;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    accessDeclarations: AccessDeclaration[];
  }
}

export interface AccessDeclaration {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export interface AccessPluginOptions {
  resolveSession(token: string, isActivity: boolean): Promise<SessionLookup>;
  // An `Authorization: Bearer` API key: the user it acts for (null when
  // unknown or revoked), and whether it may call the request's route.
  bearer: {
    resolve(request: FastifyRequest): Promise<RequestAuth | null>;
    allows(request: FastifyRequest): boolean;
  };
}

const needsDeclaration = (url: string) =>
  url === '/api' || url.startsWith('/api/');

// Reads each route's declaration once every plugin had its say (a plugin
// scope may declare its routes in its own onRoute hook).
function checkDeclarations(routes: RouteOptions[]): AccessDeclaration[] {
  return routes.map((route) => {
    const method = [route.method].flat().join(',');
    const access = route.config?.access;
    if (needsDeclaration(route.url) && access === undefined) {
      // Fail at start-up rather than serve an API route nobody thought about.
      throw new Error(`${method} ${route.url} declares no access`);
    }
    return { method, url: route.url, access };
  });
}

async function sessionAuth(
  request: FastifyRequest,
  resolve: AccessPluginOptions['resolveSession'],
): Promise<RequestAuth> {
  const token = readSessionToken(request);
  const isActivity = request.routeOptions.config.isActivity !== false;
  const lookup: SessionLookup = token
    ? await resolve(token, isActivity)
    : { auth: null, reason: 'none' };
  if (!lookup.auth) throw new NotSignedInError(lookup.reason);
  return lookup.auth;
}

// An API key stands for its user on the read-only routes only; the
// session cookie, if any, is not read.
async function bearerAuth(
  request: FastifyRequest,
  bearer: AccessPluginOptions['bearer'],
): Promise<RequestAuth> {
  const auth = await bearer.resolve(request);
  if (!auth) throw new ApiKeyInvalidError();
  if (!bearer.allows(request)) throw new ApiKeyScopeError();
  return auth;
}

async function guard(
  request: FastifyRequest,
  access: RouteAccess,
  options: AccessPluginOptions,
): Promise<void> {
  const isBearer = readBearer(request) !== null;
  if (access === 'public' && !isBearer) return;
  const auth = isBearer
    ? await bearerAuth(request, options.bearer)
    : await sessionAuth(request, options.resolveSession);
  if (access === 'public') return;
  request.auth = auth;
  if (typeof access === 'object' && !hasModule(auth.products, access.module)) {
    throw new ForbiddenError();
  }
}

/** The access check every API route declares (cookies are read before). */
export const accessPlugin = fp<AccessPluginOptions>(
  async (app, options) => {
    app.decorateRequest('auth', null);
    const routes: RouteOptions[] = [];
    app.decorate('accessDeclarations', [] as AccessDeclaration[]);
    app.addHook('onRoute', (routeOptions) => {
      routes.push(routeOptions);
    });
    app.addHook('onReady', async () => {
      app.accessDeclarations.push(...checkDeclarations(routes));
    });
    // preValidation: after the rate limit (onRequest), before the body is
    // validated, so a signed-out caller gets 401 rather than 400.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined) return;
      await guard(request, access, options);
    });
  },
  { name: 'access', dependencies: ['@fastify/cookie'] },
);

/** The signed-in user of a route declared 'user' or { module }. */
export function currentUser(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new NotSignedInError();
  return request.auth;
}
