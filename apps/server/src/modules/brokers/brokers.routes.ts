import {
  brokerClientsQuerySchema,
  brokerClientsResponseSchema,
  brokerParamsSchema,
  brokerProfileSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { BookCache } from './book-cache';
import { getBrokerProfile, listBrokerClients } from './brokers.service';

const tags = ['brokers'];
// Brokers are benefits data: product H-W (SPEC §5).
const BENEFITS = { access: { module: 'eb' as const } };

const PROFILE_SCHEMA = {
  tags,
  params: brokerParamsSchema,
  response: {
    200: brokerProfileSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
const CLIENTS_SCHEMA = {
  tags,
  params: brokerParamsSchema,
  querystring: brokerClientsQuerySchema,
  response: {
    200: brokerClientsResponseSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};

/** The EB broker profile, `/edge/eb/broker/:msid` (SPEC §2). */
export const brokersRoutes: FastifyPluginAsyncZod = async (app) => {
  // One per app: it holds data of this app's database only.
  const books = new BookCache();

  app.get(
    '/api/v1/brokers/:msid',
    { config: BENEFITS, schema: PROFILE_SCHEMA },
    (request) =>
      getBrokerProfile(
        app.db,
        books,
        currentUser(request),
        request.params.msid,
      ),
  );

  app.get(
    '/api/v1/brokers/:msid/clients',
    { config: BENEFITS, schema: CLIENTS_SCHEMA },
    (request) =>
      listBrokerClients(
        app.db,
        currentUser(request),
        request.params.msid,
        request.query,
      ),
  );
};
