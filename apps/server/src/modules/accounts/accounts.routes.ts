import { subscriptionInfoSchema } from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { getSubscriptionInfo } from './accounts.service';

// SPEC §7: any signed-in user may ask; the web decides who sees the menu
// (the billing portal is the billing module's).
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/site/subscriptioninfo',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        response: { 200: subscriptionInfoSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => getSubscriptionInfo(app.db, currentUser(request).accountId),
  );
};
