import {
  emailConfirmSchema,
  messageResponseSchema,
  myProductsSchema,
  profileSchema,
  profileUpdateSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { cancelEmailChange, confirmEmailChange } from './email-change.service';
import { getMyProducts } from './products.service';
import { getProfile, updateProfile } from './profile.service';

const tags = ['my account'];
const USER = { access: 'user' as const };
// The link's token is its only authority: per client address, like resets.
const CONFIRM_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' };

/** My Account: the profile, the e-mail confirmation link, the products. */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, mailer: app.mailer };

  app.get(
    '/api/v1/myaccount/profile',
    {
      config: USER,
      schema: {
        tags,
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    (request) => getProfile(app.db, currentUser(request).userId),
  );

  app.delete(
    '/api/v1/myaccount/email/pending',
    {
      config: USER,
      schema: {
        tags,
        description:
          'Cancels an e-mail change waiting for its link: the link stops working, the address stays.',
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await cancelEmailChange(app.db, userId);
      return getProfile(app.db, userId);
    },
  );

  app.put(
    '/api/v1/myaccount/profile',
    {
      config: USER,
      schema: {
        tags,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { userId, accountId } = currentUser(request);
      const saved = await updateProfile(deps, userId, request.body);
      if (saved.changedFields.length > 0) {
        app.activity.record({
          accountId,
          userId,
          action: 'profile_change',
          summary: `Changed ${saved.changedFields.join(', ')}`,
        });
      }
      return saved.profile;
    },
  );

  app.post(
    '/api/v1/myaccount/email/confirm',
    {
      config: { access: 'public', rateLimit: CONFIRM_RATE_LIMIT },
      schema: {
        tags,
        body: emailConfirmSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { user, message } = await confirmEmailChange(
        deps,
        request.body.token,
      );
      app.activity.record({
        accountId: user.accountId,
        userId: user.id,
        action: 'email_change',
        summary: 'Confirmed a new e-mail address',
      });
      return { message };
    },
  );

  app.get(
    '/api/v1/myaccount/products',
    {
      config: USER,
      schema: {
        tags,
        response: { 200: myProductsSchema, ...errorResponses(401) },
      },
    },
    (request) => getMyProducts(app.db, currentUser(request).userId),
  );
};
