import {
  accountGroupParamsSchema,
  accountParamsSchema,
  groupBodySchema,
  groupMemberParamsSchema,
  userGroupSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/error-responses';
import type { PasswordHasher } from '../auth/index';
import {
  addMember,
  createGroup,
  deleteGroup,
  removeMember,
  renameGroup,
} from './groups.service';
import type { ManageUsersDeps } from './manage-users.deps';
import { ADMIN, manageUsersContext, tags } from './manage-users.routes';

const GROUPS_PATH = '/api/v1/admin/accounts/:accountId/groups';
const GROUP_PATH = `${GROUPS_PATH}/:groupId`;
const MEMBER_PATH = `${GROUP_PATH}/members/:userId`;
const errors = errorResponses(400, 401, 403, 404);

/** Groups of the account's users, under the same rule as Manage Users. */
export const userGroupsRoutes: FastifyPluginAsyncZod<{
  passwords: PasswordHasher;
}> = async (app, { passwords }) => {
  const deps: ManageUsersDeps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    passwords,
    activity: app.activity,
  };
  const groupTags = [...tags, 'groups'];

  app.post(
    GROUPS_PATH,
    {
      config: ADMIN,
      schema: {
        tags: groupTags,
        params: accountParamsSchema,
        body: groupBodySchema,
        response: { 201: userGroupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await manageUsersContext(
        deps,
        request,
        request.params.accountId,
      );
      const group = await createGroup(deps, ctx, request.body.name);
      return reply.status(201).send(group);
    },
  );

  app.put(
    GROUP_PATH,
    {
      config: ADMIN,
      schema: {
        tags: groupTags,
        params: accountGroupParamsSchema,
        body: groupBodySchema,
        response: { 200: userGroupSchema, ...errors },
      },
    },
    async (request) => {
      const { accountId, groupId } = request.params;
      const ctx = await manageUsersContext(deps, request, accountId);
      return renameGroup(deps, ctx, groupId, request.body.name);
    },
  );

  app.delete(
    GROUP_PATH,
    {
      config: ADMIN,
      schema: {
        tags: groupTags,
        params: accountGroupParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { accountId, groupId } = request.params;
      const ctx = await manageUsersContext(deps, request, accountId);
      await deleteGroup(deps, ctx, groupId);
      return reply.status(204).send(null);
    },
  );

  const memberRoute = { tags: groupTags, params: groupMemberParamsSchema };
  app.put(
    MEMBER_PATH,
    {
      config: ADMIN,
      schema: { ...memberRoute, response: { 200: userGroupSchema, ...errors } },
    },
    async (request) => {
      const { accountId, groupId, userId } = request.params;
      const ctx = await manageUsersContext(deps, request, accountId);
      return addMember(deps, ctx, groupId, userId);
    },
  );

  app.delete(
    MEMBER_PATH,
    {
      config: ADMIN,
      schema: { ...memberRoute, response: { 200: userGroupSchema, ...errors } },
    },
    async (request) => {
      const { accountId, groupId, userId } = request.params;
      const ctx = await manageUsersContext(deps, request, accountId);
      return removeMember(deps, ctx, groupId, userId);
    },
  );
};
