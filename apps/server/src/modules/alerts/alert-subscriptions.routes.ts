import {
  alertSubscriptionParamsSchema,
  alertSubscriptionSchema,
  alertSubscriptionsQuerySchema,
  alertSubscriptionsResponseSchema,
  alertSubscriptionUpdateSchema,
  savedSearchSubscriptionBodySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import type { SearchEngine } from '../search/index';
import {
  deleteSubscription,
  getSubscriptions,
  updateSubscription,
} from './alert-subscriptions.service';
import { subscribeSavedSearch } from './saved-search-subscribe';

const tags = ['alerts'];
// The application (PC needs PC, EB needs H-W) is checked by the service.
const USER = { access: 'user' as const };
const PATH = '/api/v1/alerts/subscriptions';

const LIST_SCHEMA = {
  tags,
  description:
    "The user's subscriptions of an application: their favorites' companies, then their saved searches; `favorite_id` or `saved_search_id` picks one.",
  querystring: alertSubscriptionsQuerySchema,
  response: {
    200: alertSubscriptionsResponseSchema,
    ...errorResponses(400, 401, 403),
  },
};
const SUBSCRIBE_SCHEMA = {
  tags,
  description:
    'Tells the user of companies that newly match one of their saved searches: 201 when new, 200 with the existing subscription (on or off) when the search already is one. A search matching more than 5,000 companies is refused (400).',
  body: savedSearchSubscriptionBodySchema,
  response: {
    200: alertSubscriptionSchema,
    201: alertSubscriptionSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
const UPDATE_SCHEMA = {
  tags,
  description:
    'Switches a subscription on or off and picks its event types (null: every type of its application, later ones too).',
  params: alertSubscriptionParamsSchema,
  body: alertSubscriptionUpdateSchema,
  response: {
    200: alertSubscriptionSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
const DELETE_SCHEMA = {
  tags,
  description:
    "Deletes a saved search's subscription; a favorite's is switched off with PUT instead (400).",
  params: alertSubscriptionParamsSchema,
  response: {
    204: z.null().describe('Deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
};

export interface AlertSubscriptionsRoutesOptions {
  engine: SearchEngine;
}

/** What a user is told of: favorites' companies and saved searches. */
export const alertSubscriptionsRoutes: FastifyPluginAsyncZod<
  AlertSubscriptionsRoutesOptions
> = async (app, { engine }) => {
  app.get(PATH, { config: USER, schema: LIST_SCHEMA }, (request) =>
    getSubscriptions(app.db, currentUser(request), request.query),
  );

  app.post(
    PATH,
    { config: USER, schema: SUBSCRIBE_SCHEMA },
    async (request, reply) => {
      const { subscription, isNew } = await subscribeSavedSearch(
        { db: app.db, engine, log: app.log },
        currentUser(request),
        request.body.saved_search_id,
      );
      return reply.status(isNew ? 201 : 200).send(subscription);
    },
  );

  app.put(`${PATH}/:id`, { config: USER, schema: UPDATE_SCHEMA }, (request) =>
    updateSubscription(
      app.db,
      currentUser(request),
      request.params.id,
      request.body,
    ),
  );

  app.delete(
    `${PATH}/:id`,
    { config: USER, schema: DELETE_SCHEMA },
    async (request, reply) => {
      await deleteSubscription(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
