import {
  brokerClientsQuerySchema,
  brokerClientsResponseSchema,
  brokerParamsSchema,
  brokerProfileSchema,
  brokerSearchQuerySchema,
  brokerSearchResponseSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { BookCache } from './book-cache';
import { requireEbBrokerSearch } from './broker-search-licence';
import { BrokerDirectoryCache } from './broker-directory-cache';
import {
  brokerSearchCriteria,
  brokerSearchSummary,
} from './broker-search-summary';
import { searchBrokers } from './broker-search.service';
import { getBrokerProfile, listBrokerClients } from './brokers.service';

const tags = ['brokers'];
// Brokers are benefits data: product H-W (SPEC §5).
const BENEFITS = { access: { module: 'eb' as const } };

const SEARCH_SCHEMA = {
  tags,
  querystring: brokerSearchQuerySchema,
  response: {
    200: brokerSearchResponseSchema,
    ...errorResponses(400, 401, 403),
  },
};
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

/** EB broker search and the broker profile, `/edge/eb/broker/:msid` (SPEC §2). */
export const brokersRoutes: FastifyPluginAsyncZod = async (app) => {
  // One per app: they hold data of this app's database only.
  const books = new BookCache();
  const directories = new BrokerDirectoryCache(app.db);
  // Read the directory once the server is up, not on the first search.
  app.addHook('onReady', async () => {
    directories.get().catch((error: unknown) => {
      app.log.error({ err: error }, 'broker directory load failed');
    });
  });

  app.get(
    '/api/v1/brokers',
    { config: BENEFITS, schema: SEARCH_SCHEMA },
    async (request) => {
      const user = currentUser(request);
      await requireEbBrokerSearch(app.db, user);
      const result = await searchBrokers(directories, user, request.query);
      // One search per criteria, as the company search counts them.
      app.activity.recordOnce(
        {
          accountId: user.accountId,
          userId: user.userId,
          action: 'search',
          module: 'eb',
          resultCount: result.total,
        },
        `brokers|${brokerSearchCriteria(request.query)}`,
        () => brokerSearchSummary(request.query),
      );
      return result;
    },
  );

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
