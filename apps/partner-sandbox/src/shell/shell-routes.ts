import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkPassword } from '../auth/check-password';
import type { SandboxState, ShellSession } from '../sandbox-state';
import { continueTo, openEdgeRoutes } from './open-edge-routes';
import { portalPage, signInPage } from './shell-pages';

// The partner's shell at /shell: a partner user signs in (which issues the
// partner API token), then 'Open Edge' sends the browser to Edge's
// /partner/sso with a signed, single-use token.

export const SHELL_COOKIE = 'partner_shell';
export { EDGE_SSO_PATH } from './open-edge-routes';

const loginSchema = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(500).default(''),
  // An Edge path to open once signed in (GET /shell/open-edge?redirect=).
  redirect: z.string().max(2000).optional(),
});

function sessionId(request: FastifyRequest): string | null {
  const cookies = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${SHELL_COOKIE}=([^;]+)`).exec(cookies);
  return match ? match[1]! : null;
}

export function sessionOf(state: SandboxState, request: FastifyRequest) {
  const id = sessionId(request);
  const session = id ? state.shellSessions.get(id) : undefined;
  // A session whose API token ended is over too.
  if (session && state.tokens.userOf(session.apiToken) === session.userId) {
    return session;
  }
  return null;
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

function startSession(
  state: SandboxState,
  reply: FastifyReply,
  session: ShellSession,
) {
  const id = randomBytes(24).toString('base64url');
  state.shellSessions.set(id, session);
  reply.header(
    'set-cookie',
    `${SHELL_COOKIE}=${id}; Path=/shell; HttpOnly; SameSite=Lax`,
  );
}

export function shellRoutes(state: SandboxState) {
  return async function register(app: FastifyInstance) {
    app.get('/shell', async (request, reply) => {
      const session = sessionOf(state, request);
      const user = session ? state.user(session.userId) : undefined;
      if (!user) return html(reply, signInPage());
      return html(
        reply,
        portalPage({
          fullName: `${user.firstName} ${user.lastName}`,
          userName: user.userName,
          agencyName: state.agencyOf(user).agencyName,
        }),
      );
    });

    app.post('/shell/login', async (request, reply) => {
      const { username, password, redirect } = loginSchema.parse(
        request.body ?? {},
      );
      const user = checkPassword(
        state.data.users,
        state.data.logins,
        username,
        password,
      );
      if (!user) {
        return html(
          reply,
          signInPage('Incorrect user name or password.', username, redirect),
          401,
        );
      }
      const { token } = state.tokens.issue(user.id);
      startSession(state, reply, { userId: user.id, apiToken: token });
      return reply.redirect(continueTo(redirect), 303);
    });

    await app.register(openEdgeRoutes(state, sessionOf));

    app.get('/shell/logout', async (request, reply) => {
      const id = sessionId(request);
      const session = id ? state.shellSessions.get(id) : undefined;
      if (id) state.shellSessions.delete(id);
      if (session) state.tokens.revoke(session.apiToken);
      reply.header(
        'set-cookie',
        `${SHELL_COOKIE}=; Path=/shell; HttpOnly; SameSite=Lax; Max-Age=0`,
      );
      return reply.redirect('/shell', 303);
    });
  };
}
