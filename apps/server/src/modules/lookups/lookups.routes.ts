import {
  brokersResponseSchema,
  carriersResponseSchema,
  countiesQuerySchema,
  countiesResponseSchema,
  lookupQuerySchema,
  placesQuerySchema,
  placesResponseSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { listCounties } from './counties.service';
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
  // (The NAICS tree is counted by the search: modules/search.)
  app.addHook('onReady', async () => {
    preloadNameIndexes(app.db).catch((error: unknown) => {
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
