import {
  addFavoriteBodySchema,
  addFavoritesBodySchema,
  addFavoritesResultSchema,
  favoriteListParamsSchema,
  favoriteListSchema,
  favoriteLookupQuerySchema,
  favoriteLookupSchema,
  favoriteParamsSchema,
  favoriteSchema,
  favoritesQuerySchema,
  updateFavoriteBodySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { logFavoriteChange } from './favorite-activity';
import { addFavorites } from './favorites-bulk.service';
import {
  addFavorite,
  getFavorites,
  lookupFavorites,
  removeFavorite,
  updateFavorite,
} from './favorites.service';

const tags = ['favorites'];
// Access is 'user': the module follows from the product code in the path,
// and the service checks it (5 needs PC, 7 needs H-W).
const USER = { access: 'user' as const };

const LIST_SCHEMA = {
  tags,
  params: favoriteListParamsSchema,
  querystring: favoritesQuerySchema,
  response: { 200: favoriteListSchema, ...errorResponses(400, 401, 403) },
};
const LOOKUP_SCHEMA = {
  tags,
  description:
    'Which of the listed companies (`?muns=a,b,c`, at most 100) are favorites of the module, with their favorite ids; the others are left out.',
  params: favoriteListParamsSchema,
  querystring: favoriteLookupQuerySchema,
  response: { 200: favoriteLookupSchema, ...errorResponses(400, 401, 403) },
};
const ADD_SCHEMA = {
  tags,
  description:
    'Adds a company the user may see in the module: 201 when new, 200 with the existing favorite when it already is one.',
  params: favoriteListParamsSchema,
  body: addFavoriteBodySchema,
  response: {
    200: favoriteSchema,
    201: favoriteSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
const BULK_ADD_SCHEMA = {
  tags,
  description:
    "Adds 1 to 500 companies (the ticked rows of a results page) to the module's favorites, each subscribed to alerts as a single add does; those that already are favorites stay as they were. All or none: when any company is unknown (404 `COMPANY_NOT_FOUND`) or outside the module's permitted states (403 `COMPANY_OUTSIDE_STATES`, which wins when both), nothing is added and the message says how many, `extraData.muns` which.",
  params: favoriteListParamsSchema,
  body: addFavoritesBodySchema,
  response: {
    200: addFavoritesResultSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
const CHANGE_SCHEMA = {
  tags,
  params: favoriteParamsSchema,
  body: updateFavoriteBodySchema,
  response: { 200: favoriteSchema, ...errorResponses(400, 401, 403, 404) },
};
const DELETE_SCHEMA = {
  tags,
  params: favoriteParamsSchema,
  response: {
    204: z.null().describe('Deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
};

/**
 * SPEC §7 favorites calls, the favorite-status lookup of the results and
 * the bulk add of their ticked rows.
 */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/favorites/:productCode',
    { config: USER, schema: LIST_SCHEMA },
    (request) =>
      getFavorites(
        app.db,
        currentUser(request),
        request.params.productCode,
        request.query,
      ),
  );

  app.get(
    '/api/v1/favorites/:productCode/lookup',
    { config: USER, schema: LOOKUP_SCHEMA },
    (request) =>
      lookupFavorites(
        app.db,
        currentUser(request),
        request.params.productCode,
        request.query.muns,
      ),
  );

  app.post(
    '/api/v1/favorites/:productCode',
    { config: USER, schema: ADD_SCHEMA },
    async (request, reply) => {
      const auth = currentUser(request);
      const { productCode } = request.params;
      const { favorite, isNew } = await addFavorite(
        app.db,
        auth,
        productCode,
        request.body,
      );
      if (isNew) {
        const summary = `${favorite.entity_name} (${favorite.muns})`;
        logFavoriteChange(app, auth, 'favorite_add', productCode, summary);
      }
      return reply.status(isNew ? 201 : 200).send(favorite);
    },
  );

  app.post(
    '/api/v1/favorites/:productCode/bulk',
    { config: USER, schema: BULK_ADD_SCHEMA },
    async (request) => {
      const auth = currentUser(request);
      const { productCode } = request.params;
      const result = await addFavorites(
        app.db,
        auth,
        productCode,
        request.body.muns,
      );
      // One entry per bulk add, as for an import; its count is the new ones.
      if (result.added > 0) {
        const summary = `Added ${result.added} favorites from the results`;
        logFavoriteChange(
          app,
          auth,
          'favorite_add',
          productCode,
          summary,
          result.added,
        );
      }
      return result;
    },
  );

  app.put(
    '/api/v1/favorites/:productCode/:id',
    { config: USER, schema: CHANGE_SCHEMA },
    async (request) => {
      const auth = currentUser(request);
      const { productCode, id } = request.params;
      const favorite = await updateFavorite(
        app.db,
        auth,
        productCode,
        id,
        request.body,
      );
      const summary = `${favorite.entity_name} (${favorite.muns})`;
      logFavoriteChange(app, auth, 'favorite_update', productCode, summary);
      return favorite;
    },
  );

  app.delete(
    '/api/v1/favorites/:productCode/:id',
    { config: USER, schema: DELETE_SCHEMA },
    async (request, reply) => {
      const { productCode, id } = request.params;
      const auth = currentUser(request);
      await removeFavorite(app.db, auth, productCode, id);
      logFavoriteChange(
        app,
        auth,
        'favorite_remove',
        productCode,
        `Favorite ${id}`,
      );
      return reply.status(204).send(null);
    },
  );
};
