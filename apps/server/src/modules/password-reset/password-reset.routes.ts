import {
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/error-responses';
import type { PasswordHasher } from '../auth/index';
import { requestHelp, resetPassword } from './password-reset.service';

export interface PasswordResetRoutesOptions {
  passwords: PasswordHasher;
}

// Per client address: mail is not free and the answers must not be farmed.
const HELP_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
const RESET_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' };
const tags = ['password reset'];

/** SPEC §7 forgot form, and the reset page's call. Form fields or JSON. */
export const passwordResetRoutes: FastifyPluginAsyncZod<
  PasswordResetRoutesOptions
> = async (app, { passwords }) => {
  const deps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    passwords,
  };

  app.post(
    '/api/v1/site/forgotpassword',
    {
      config: {
        access: 'public',
        acceptsForm: true,
        rateLimit: HELP_RATE_LIMIT,
      },
      schema: {
        tags,
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => requestHelp(deps, request.body),
  );

  app.post(
    '/api/v1/site/resetpassword',
    {
      config: { access: 'public', rateLimit: RESET_RATE_LIMIT },
      schema: {
        tags,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => resetPassword(deps, request.body),
  );
};
