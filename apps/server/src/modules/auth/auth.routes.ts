import {
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  mfaBodySchema,
  pingResponseSchema,
  userInfoSchema,
} from '@edge/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { currentUser } from '../../plugins/access';
import {
  clearSessionCookie,
  readDeviceUserId,
  readSessionToken,
  setDeviceCookie,
  setSessionCookie,
} from '../../plugins/session-cookie';
import { errorResponses } from '../../shared/error-responses';
import { AppError, ServiceBusyError } from '../../shared/errors';
import {
  getUserInfo,
  login,
  verifyMfa,
  type PartnerLoginPolicy,
  type SignInResult,
} from './auth.service';
import type { PasswordHasher } from './password';
import { endSessionByToken } from './session.service';

export interface AuthRoutesOptions {
  passwords: PasswordHasher;
  // What the form answers a partner-platform user (decision 0036).
  partnerLogin?: PartnerLoginPolicy;
}

const tags = ['auth'];
const PUBLIC = { access: 'public' as const };
const USER = { access: 'user' as const };
const SIGN_IN_RESPONSES = {
  200: loginResponseSchema,
  ...errorResponses(400, 401, 403, 429, 503),
};
const DATA_SCHEMA = {
  tags,
  response: { 200: userInfoSchema, ...errorResponses(401) },
};
const PING_SCHEMA = {
  tags,
  response: { 200: pingResponseSchema, ...errorResponses(401) },
};
const LOGOUT_SCHEMA = { tags, response: { 200: logoutResponseSchema } };

function answer(reply: FastifyReply, config: Config, result: SignInResult) {
  if (result.token) {
    setSessionCookie(reply, result.token, {
      secure: config.cookieSecure,
      maxAgeSeconds: config.sessionTtlHours * 3600,
    });
  }
  if (result.deviceUserId !== undefined) {
    setDeviceCookie(reply, result.deviceUserId, config.cookieSecure);
  }
  return result.response;
}

// Refusals (429, 503) are answered after a pause: a client that sends the
// next guess as soon as it hears back gets no faster than one a pause,
// however cheap the refusal is to make. The pause varies from half to one
// and a half times the setting, so a flood refused at once does not come
// back at once (decision 0016).
async function refuseSlowly<T>(delayMs: number, attempt: () => Promise<T>) {
  try {
    return await attempt();
  } catch (error) {
    const status = error instanceof AppError ? error.statusCode : 0;
    if (status === 429 || status === 503) {
      await sleep(delayMs * (0.5 + Math.random()));
    }
    throw error;
  }
}

/** SPEC §7 sign-in calls; the login body may be form fields or JSON. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { passwords, partnerLogin },
) => {
  const deps = {
    db: app.db,
    config: app.config,
    passwords,
    signIns: app.activity,
    partnerLogin,
  };
  const { refusalDelayMs } = app.config.login;

  app.post(
    '/api/v1/auth/login',
    {
      config: { ...PUBLIC, acceptsForm: true },
      schema: { tags, body: loginBodySchema, response: SIGN_IN_RESPONSES },
      // A full password queue refuses before the body is even read.
      onRequest: () =>
        refuseSlowly(refusalDelayMs, async () => {
          if (passwords.isBusy) throw new ServiceBusyError();
        }),
    },
    async (request, reply) => {
      const origin = {
        address: request.ip,
        deviceUserId: readDeviceUserId(request),
      };
      const result = await refuseSlowly(refusalDelayMs, () =>
        login(deps, request.body, origin),
      );
      return answer(reply, app.config, result);
    },
  );

  app.post(
    '/api/v1/auth/mfa',
    {
      config: PUBLIC,
      schema: { tags, body: mfaBodySchema, response: SIGN_IN_RESPONSES },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      const { code } = request.body;
      const result = await refuseSlowly(refusalDelayMs, () =>
        verifyMfa(deps, token, code, request.ip),
      );
      return answer(reply, app.config, result);
    },
  );
};

/** The session's own calls: who am I, am I still signed in, sign out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config };

  app.get(
    '/api/v1/auth/data',
    { config: USER, schema: DATA_SCHEMA },
    (request) => {
      const auth = currentUser(request);
      return getUserInfo(deps, auth.userId, auth.publicSessionId);
    },
  );

  // SPEC §4: the client pings to learn early that the session ended; a
  // ping alone does not keep an idle session alive.
  app.get(
    '/api/v1/auth/ping',
    { config: { ...USER, isActivity: false }, schema: PING_SCHEMA },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/api/v1/auth/logout',
    // SPEC §7 keeps it a GET; a link on another site must not sign out.
    { config: { ...PUBLIC, refusesCrossSite: true }, schema: LOGOUT_SCHEMA },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await endSessionByToken(deps, token, 'logout');
      clearSessionCookie(reply, app.config.cookieSecure);
      return { ok: true as const };
    },
  );
};
