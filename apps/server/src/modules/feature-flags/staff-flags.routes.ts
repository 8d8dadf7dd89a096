import {
  accountFlagParamsSchema,
  accountParamsSchema,
  FEATURE_FLAG_INFO,
  setAccountFlagBodySchema,
  staffAccountListQuerySchema,
  staffAccountListSchema,
  staffAccountSchema,
  type AccountFlag,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/error-responses';
import { requireAdminEntry, type AdminCaller } from '../auth/index';
import {
  getStaffAccount,
  listStaffAccounts,
  resetAccountFlag,
  setAccountFlag,
  type AccountFlagChange,
} from './account-flags.service';

const tags = ['feature flags'];
const STAFF = { access: 'user' as const };
const ACCOUNTS_PATH = '/api/v1/staff/accounts';
const ACCOUNT_PATH = `${ACCOUNTS_PATH}/:accountId`;
const FLAG_PATH = `${ACCOUNT_PATH}/flags/:flag`;
const errors = errorResponses(400, 401, 403, 404);

const onOff = (value: boolean) => (value ? 'on' : 'off');

// The activity log's line: which flag, what it became, for which account.
function changeSummary({ account, flag, after }: AccountFlagChange): string {
  const label = `${FEATURE_FLAG_INFO[flag].label} (${flag})`;
  const state = (f: AccountFlag) =>
    f.is_set
      ? `turned ${onOff(f.value)}`
      : `back to the default (${onOff(f.default_value)})`;
  return `${label} ${state(after)} for ${account.name} (account ${account.id})`;
}

/**
 * Feature flags per account, for internal staff only (docs/decisions/0033):
 * anyone else is 403 before the request is read, whatever it holds.
 */
export const staffFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const callers = new WeakMap<object, AdminCaller>();
  // After the access check (app-wide preValidation), before validation.
  app.addHook('preValidation', async (request) => {
    callers.set(
      request,
      await requireAdminEntry(app.db, request, 'featureFlags'),
    );
  });
  const record = (request: object, change: AccountFlagChange) => {
    const caller = callers.get(request)!;
    // The staff member's own account: staff are never identified in the
    // changed account's reports (SPEC §6).
    app.activity.record({
      accountId: caller.user.account_id,
      userId: caller.user.id,
      action: 'feature_flag_change',
      summary: changeSummary(change),
    });
    return change.account;
  };

  app.get(
    ACCOUNTS_PATH,
    {
      config: STAFF,
      schema: {
        tags,
        querystring: staffAccountListQuerySchema,
        response: { 200: staffAccountListSchema, ...errors },
      },
    },
    (request) => listStaffAccounts(app.db, request.query),
  );

  app.get(
    ACCOUNT_PATH,
    {
      config: STAFF,
      schema: {
        tags,
        params: accountParamsSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    (request) => getStaffAccount(app.db, request.params.accountId),
  );

  app.put(
    FLAG_PATH,
    {
      config: STAFF,
      schema: {
        tags,
        params: accountFlagParamsSchema,
        body: setAccountFlagBodySchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callers.get(request)!;
      const change = await setAccountFlag(app.db, {
        accountId: request.params.accountId,
        flag: request.params.flag,
        value: request.body.value,
        changedBy: caller.user.id,
      });
      return record(request, change);
    },
  );

  app.delete(
    FLAG_PATH,
    {
      config: STAFF,
      schema: {
        tags,
        params: accountFlagParamsSchema,
        response: { 200: staffAccountSchema, ...errors },
      },
    },
    async (request) => {
      const { accountId, flag } = request.params;
      return record(request, await resetAccountFlag(app.db, accountId, flag));
    },
  );
};
