import {
  PARTNER_LANDING_PATH,
  PARTNER_REFUSED_PATH,
  PARTNER_SSO_PATH,
  safeRedirectPath,
} from '@edge/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  setDeviceCookie,
  setSessionCookie,
} from '../../plugins/session-cookie';
import { AppError } from '../../shared/errors';
import { signInThroughShell } from './partner-sign-in.service';

const querySchema = z.object({
  token: z.string().min(1).max(4096),
  redirect: z.string().max(2000).optional(),
});

function landing(redirect: string | undefined): string {
  const path = safeRedirectPath(redirect);
  return path
    ? `${PARTNER_LANDING_PATH}?redirect=${encodeURIComponent(path)}`
    : PARTNER_LANDING_PATH;
}

/**
 * GET /partner/sso?token=&redirect=: where the partner shell opens Edge (a
 * browser navigation). Signed in, the browser goes to the web's landing
 * screen (SPEC §4 login count) with the redirect if it is a path of this
 * site; refused, to the 401 page, and no session is made.
 */
export const partnerSignInRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, config: app.config, signIns: app.activity };
  app.get(
    PARTNER_SSO_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const query = querySchema.safeParse(request.query);
      if (!query.success) return reply.redirect(PARTNER_REFUSED_PATH, 303);
      try {
        const signIn = await signInThroughShell(deps, query.data.token);
        setSessionCookie(reply, signIn.token, {
          secure: app.config.cookieSecure,
          maxAgeSeconds: app.config.sessionTtlHours * 3600,
        });
        if (signIn.deviceUserId !== undefined) {
          setDeviceCookie(reply, signIn.deviceUserId, app.config.cookieSecure);
        }
        return reply.redirect(landing(query.data.redirect), 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.warn(
          { code: error.code, reason: error.extraData.reason },
          'shell sign-in refused',
        );
        return reply.redirect(PARTNER_REFUSED_PATH, 303);
      }
    },
  );
};
