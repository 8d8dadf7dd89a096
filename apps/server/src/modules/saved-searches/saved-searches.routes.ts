import {
  createSavedSearchBodySchema,
  savedSearchListParamsSchema,
  savedSearchListSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  updateSavedSearchBodySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { criteriaGuard } from '../search/index';
import {
  deleteSavedSearch,
  getSavedSearches,
  saveSearch,
  updateSavedSearch,
} from './saved-searches.service';

const tags = ['saved searches'];
// Access is 'user': the module follows from the product code, the body or
// the stored search, and the service checks it (PC needs PC, EB needs H-W).
const USER = { access: 'user' as const };
const guard = criteriaGuard(['content', 'webappSearchCriteria']);

/** SPEC §7 saved-search calls. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/searches/all/:productCode',
    {
      config: USER,
      schema: {
        tags,
        params: savedSearchListParamsSchema,
        response: {
          200: savedSearchListSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request) =>
      getSavedSearches(
        app.db,
        currentUser(request),
        request.params.productCode,
      ),
  );

  app.post(
    '/api/v1/searches/save',
    {
      config: USER,
      ...guard,
      schema: {
        tags,
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const saved = await saveSearch(
        app.db,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/v1/searches/:id',
    {
      config: USER,
      ...guard,
      schema: {
        tags,
        params: savedSearchParamsSchema,
        body: updateSavedSearchBodySchema,
        response: {
          200: savedSearchSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) =>
      updateSavedSearch(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/api/v1/searches/:id',
    {
      config: USER,
      schema: {
        tags,
        params: savedSearchParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(app.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
