import {
  accountParamsSchema,
  accountUserParamsSchema,
  inviteUserBodySchema,
  managedAccountSchema,
  managedUserSchema,
  messageResponseSchema,
  userProductsBodySchema,
} from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/error-responses';
import { requireAdminEntry, type PasswordHasher } from '../auth/index';
import { adminContext } from './admin-context';
import type { ManageUsersDeps } from './manage-users.deps';
import {
  disableUser,
  setUserAdmin,
  enableUser,
  getManagedAccount,
  inviteUser,
  sendPasswordReset,
  setUserProducts,
} from './manage-users.service';

export interface ManageUsersRoutesOptions {
  passwords: PasswordHasher;
}

export const tags = ['manage users'];
export const ADMIN = { access: 'user' as const };
export const USERS_PATH = '/api/v1/admin/accounts/:accountId/users';
const USER_PATH = `${USERS_PATH}/:userId`;
const errors = errorResponses(400, 401, 403, 404);

/** SPEC §6: Manage Users needs ENTERPERISE_ACC_ADMIN; other accounts are 404. */
export async function manageUsersContext(
  deps: Pick<ManageUsersDeps, 'db'>,
  request: FastifyRequest,
  accountId: number,
) {
  const caller = await requireAdminEntry(deps.db, request, 'manageUsers');
  return adminContext(caller, accountId);
}

/** Manage Users: the account's users (issue 25 §3). */
export const manageUsersRoutes: FastifyPluginAsyncZod<
  ManageUsersRoutesOptions
> = async (app, { passwords }) => {
  const deps: ManageUsersDeps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    passwords,
    activity: app.activity,
  };
  const userSchema = { tags, params: accountUserParamsSchema };

  app.get(
    USERS_PATH,
    {
      config: ADMIN,
      schema: {
        tags,
        params: accountParamsSchema,
        response: { 200: managedAccountSchema, ...errors },
      },
    },
    async (request) =>
      getManagedAccount(
        deps,
        await manageUsersContext(deps, request, request.params.accountId),
      ),
  );

  app.post(
    USERS_PATH,
    {
      config: ADMIN,
      schema: {
        tags,
        params: accountParamsSchema,
        body: inviteUserBodySchema,
        response: { 201: managedUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await manageUsersContext(
        deps,
        request,
        request.params.accountId,
      );
      const user = await inviteUser(deps, ctx, request.body);
      return reply.status(201).send(user);
    },
  );

  const userAction = (suffix: string, action: typeof disableUser) =>
    app.post(
      `${USER_PATH}/${suffix}`,
      {
        config: ADMIN,
        schema: {
          ...userSchema,
          response: { 200: managedUserSchema, ...errors },
        },
      },
      async (request) => {
        const { accountId, userId } = request.params;
        const ctx = await manageUsersContext(deps, request, accountId);
        return action(deps, ctx, userId);
      },
    );
  userAction('disable', disableUser);
  userAction('enable', enableUser);
  userAction('admin-grant', (d, ctx, id) => setUserAdmin(d, ctx, id, true));
  userAction('admin-revoke', (d, ctx, id) => setUserAdmin(d, ctx, id, false));

  app.post(
    `${USER_PATH}/password-reset`,
    {
      config: ADMIN,
      schema: {
        ...userSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { accountId, userId } = request.params;
      const ctx = await manageUsersContext(deps, request, accountId);
      return sendPasswordReset(deps, ctx, userId);
    },
  );

  app.put(
    `${USER_PATH}/products`,
    {
      config: ADMIN,
      schema: {
        ...userSchema,
        body: userProductsBodySchema,
        response: { 200: managedUserSchema, ...errors },
      },
    },
    async (request) => {
      const { accountId, userId } = request.params;
      const ctx = await manageUsersContext(deps, request, accountId);
      return setUserProducts(deps, ctx, userId, request.body.products);
    },
  );
};
