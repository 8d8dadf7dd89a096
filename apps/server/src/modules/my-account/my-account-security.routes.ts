import {
  messageResponseSchema,
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaEnrolmentSchema,
  mfaRecoveryCodesSchema,
  mfaStatusSchema,
  passwordChangeSchema,
} from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import {
  changeOwnPassword,
  confirmMfaEnrolment,
  disableMfa,
  renewRecoveryCodes,
  getMfaStatus,
  startMfaEnrolment,
  type PasswordHasher,
  type SettingsCaller,
} from '../auth/index';

export interface MyAccountSecurityOptions {
  passwords: PasswordHasher;
}

const tags = ['my account'];
const USER = { access: 'user' as const };
export const PASSWORD_CHANGED =
  'Your password has been changed. Your other sessions were signed out.';
export const MFA_DISABLED = 'Two-step sign-in is off.';

const callerOf = (request: FastifyRequest): SettingsCaller => {
  const auth = currentUser(request);
  return {
    userId: auth.userId,
    sessionId: auth.sessionId,
    address: request.ip,
  };
};

/** My Account: the password and two-step sign-in. */
export const myAccountSecurityRoutes: FastifyPluginAsyncZod<
  MyAccountSecurityOptions
> = async (app, { passwords }) => {
  const deps = { db: app.db, config: app.config, passwords };
  const record = (
    request: FastifyRequest,
    action:
      'password_change' | 'mfa_enable' | 'mfa_disable' | 'mfa_recovery_codes',
  ) => {
    const { userId, accountId } = currentUser(request);
    app.activity.record({ accountId, userId, action });
  };

  app.post(
    '/api/v1/myaccount/password',
    {
      config: USER,
      schema: {
        tags,
        body: passwordChangeSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      await changeOwnPassword(deps, callerOf(request), request.body);
      record(request, 'password_change');
      return { message: PASSWORD_CHANGED };
    },
  );

  app.get(
    '/api/v1/myaccount/mfa',
    {
      config: USER,
      schema: {
        tags,
        response: { 200: mfaStatusSchema, ...errorResponses(401) },
      },
    },
    (request) => getMfaStatus(app.db, currentUser(request).userId),
  );

  app.post(
    '/api/v1/myaccount/mfa/enrol',
    {
      config: USER,
      schema: {
        tags,
        response: { 200: mfaEnrolmentSchema, ...errorResponses(401, 409) },
      },
    },
    (request) => startMfaEnrolment(app.db, currentUser(request).userId),
  );

  app.post(
    '/api/v1/myaccount/mfa/confirm',
    {
      config: USER,
      schema: {
        tags,
        body: mfaConfirmSchema,
        response: {
          200: mfaRecoveryCodesSchema,
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const codes = await confirmMfaEnrolment(
        app.db,
        userId,
        request.body.code,
      );
      record(request, 'mfa_enable');
      return codes;
    },
  );

  app.post(
    '/api/v1/myaccount/mfa/disable',
    {
      config: USER,
      schema: {
        tags,
        body: mfaDisableSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request) => {
      await disableMfa(deps, callerOf(request), request.body.password);
      record(request, 'mfa_disable');
      return { message: MFA_DISABLED };
    },
  );

  app.post(
    '/api/v1/myaccount/mfa/recovery-codes',
    {
      config: USER,
      schema: {
        tags,
        description:
          'Ten new recovery codes, shown once; the earlier ones stop working. Needs the password.',
        body: mfaDisableSchema,
        response: {
          200: mfaRecoveryCodesSchema,
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request) => {
      const codes = await renewRecoveryCodes(
        deps,
        callerOf(request),
        request.body.password,
      );
      record(request, 'mfa_recovery_codes');
      return codes;
    },
  );
};
