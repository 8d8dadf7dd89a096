import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxState, ShellSession } from '../sandbox-state';
import { signSsoToken } from '../sso/sso-token';
import { signInPage } from './shell-pages';

// 'Open Edge': the shell sends the browser to Edge's /partner/sso with a
// signed, single-use token. POST is the portal's button; GET
// /shell/open-edge?redirect=<Edge path> is where Edge sends a partner user
// to renew a session: signed in at the shell, Edge opens again at that
// path; otherwise the shell's sign-in comes first and continues there.
export const EDGE_SSO_PATH = '/partner/sso';

const querySchema = z.object({ redirect: z.string().max(2000).optional() });

/** An Edge path to carry along, or undefined (Edge checks it again). */
export function edgePath(value: string | undefined): string | undefined {
  return value?.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/**
 * Where the shell goes after its sign-in: the portal, or on to Edge when
 * the form came from /shell/open-edge (it then holds a redirect field,
 * empty when Edge named no path).
 */
export function continueTo(redirect: string | undefined): string {
  if (redirect === undefined) return '/shell';
  const path = edgePath(redirect);
  return path
    ? `/shell/open-edge?redirect=${encodeURIComponent(path)}`
    : '/shell/open-edge';
}

type SessionOf = (
  state: SandboxState,
  request: FastifyRequest,
) => ShellSession | null;

function edgeTarget(
  state: SandboxState,
  session: ShellSession,
  redirect: string | undefined,
): string | null {
  const user = state.user(session.userId);
  if (!user) return null;
  const token = signSsoToken(
    {
      sub: user.id,
      username: user.userName,
      agency_id: user.agencyId,
      ref: state.refs.create(session.apiToken),
    },
    state.ssoSecret,
  );
  const target = new URL(EDGE_SSO_PATH, state.edgeUrl);
  target.searchParams.set('token', token);
  const path = edgePath(redirect);
  if (path) target.searchParams.set('redirect', path);
  return target.toString();
}

export function openEdgeRoutes(state: SandboxState, sessionOf: SessionOf) {
  return async function register(app: FastifyInstance) {
    app.post('/shell/open-edge', async (request, reply) => {
      const session = sessionOf(state, request);
      const target = session && edgeTarget(state, session, undefined);
      return reply.redirect(target ?? '/shell', 303);
    });

    app.get('/shell/open-edge', async (request, reply) => {
      const { redirect } = querySchema.catch({}).parse(request.query);
      const session = sessionOf(state, request);
      const target = session && edgeTarget(state, session, redirect);
      if (target) return reply.redirect(target, 303);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(signInPage(undefined, '', edgePath(redirect) ?? ''));
    });
  };
}
