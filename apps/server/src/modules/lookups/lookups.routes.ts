import {
  brokersResponseSchema,
  carriersResponseSchema,
  countiesQuerySchema,
  countiesResponseSchema,
  lookupQuerySchema,
  naicsQuerySchema,
  naicsTreeResponseSchema,
  placesQuerySchema,
  placesResponseSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { listCounties } from './counties.service';
import { naicsTreeWithCounts, preloadNaicsCounts } from './naics.service';
import { lookupNames, preloadNameIndexes } from './names.service';
import { searchPlaces } from './places.service';

const tags = ['lookups'];
const USER = { access: 'user' as const };
// Carriers and brokers are benefits data: product H-W (SPEC §5).
const BENEFITS = { access: { module: 'eb' as const } };

const schema = <Q, R>(querystring: Q, response: R, forbidden = false) => ({
  tags,
  querystring,
  response: {
    200: response,
    ...(forbidden ? errorResponses(400, 401, 403) : errorResponses(400, 401)),
  },
});

/** Lists and autocompletes behind the search screens' inputs. */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The lists drawn from the data take seconds on 1,000,000 companies:
  // built in the background once the server is up, not on a first keystroke.
  app.addHook('onReady', async () => {
    const preload = async () => {
      await preloadNaicsCounts(app.db);
      await preloadNameIndexes(app.db);
    };
    preload().catch((error: unknown) => {
      app.log.warn({ err: error }, 'lookup lists not preloaded');
    });
  });

  app.get(
    '/api/v1/lookups/counties',
    {
      config: USER,
      schema: schema(countiesQuerySchema, countiesResponseSchema),
    },
    (request) => ({ counties: listCounties(request.query.state) }),
  );

  // Access is 'user': the module comes with the query; the service checks it.
  app.get(
    '/api/v1/lookups/naics',
    {
      config: USER,
      schema: schema(naicsQuerySchema, naicsTreeResponseSchema, true),
    },
    (request) =>
      naicsTreeWithCounts(
        app.db,
        currentUser(request).products,
        request.query.module,
      ),
  );

  app.get(
    '/api/v1/lookups/places',
    { config: USER, schema: schema(placesQuerySchema, placesResponseSchema) },
    (request) => ({
      places: searchPlaces(request.query.q, request.query.limit),
    }),
  );

  app.get(
    '/api/v1/lookups/carriers',
    {
      config: BENEFITS,
      schema: schema(lookupQuerySchema, carriersResponseSchema, true),
    },
    async (request) => ({
      carriers: await lookupNames(
        app.db,
        currentUser(request).products,
        'carriers',
        request.query,
      ),
    }),
  );

  app.get(
    '/api/v1/lookups/brokers',
    {
      config: BENEFITS,
      schema: schema(lookupQuerySchema, brokersResponseSchema, true),
    },
    async (request) => ({
      brokers: await lookupNames(
        app.db,
        currentUser(request).products,
        'brokers',
        request.query,
      ),
    }),
  );
};
