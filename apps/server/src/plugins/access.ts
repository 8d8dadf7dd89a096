import { hasModule, type Module, type ProductsMap } from '@edge/contracts';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  ForbiddenError,
  NotSignedInError,
  type NoSessionReason,
} from '../shared/errors';
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

async function guard(
  request: FastifyRequest,
  access: RouteAccess,
  resolve: AccessPluginOptions['resolveSession'],
): Promise<void> {
  const token = readSessionToken(request);
  const isActivity = request.routeOptions.config.isActivity !== false;
  const lookup: SessionLookup = token
    ? await resolve(token, isActivity)
    : { auth: null, reason: 'none' };
  if (!lookup.auth) throw new NotSignedInError(lookup.reason);
  request.auth = lookup.auth;
  if (
    typeof access === 'object' &&
    !hasModule(lookup.auth.products, access.module)
  ) {
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
      if (access === undefined || access === 'public') return;
      await guard(request, access, options.resolveSession);
    });
  },
  { name: 'access', dependencies: ['@fastify/cookie'] },
);

/** The signed-in user of a route declared 'user' or { module }. */
export function currentUser(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new NotSignedInError();
  return request.auth;
}
