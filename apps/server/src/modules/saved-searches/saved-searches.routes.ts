import {
  createSavedSearchBodySchema,
  moduleOfRecordId,
  savedSearchListParamsSchema,
  savedSearchListSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  updateSavedSearchBodySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type RequestAuth } from '../../plugins/access';
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
  // Each change is an entry of the activity log (never awaited).
  const logChange = (
    auth: RequestAuth,
    action:
      'saved_search_create' | 'saved_search_update' | 'saved_search_delete',
    saved: { record_id: number; searchName: string },
  ) =>
    app.activity.record({
      accountId: auth.accountId,
      userId: auth.userId,
      action,
      module: moduleOfRecordId(saved.record_id) ?? null,
      summary: saved.searchName,
    });

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
      const auth = currentUser(request);
      const saved = await saveSearch(app.db, auth, request.body);
      logChange(auth, 'saved_search_create', saved);
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
    async (request) => {
      const auth = currentUser(request);
      const saved = await updateSavedSearch(
        app.db,
        auth,
        request.params.id,
        request.body,
      );
      logChange(auth, 'saved_search_update', saved);
      return saved;
    },
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
      const auth = currentUser(request);
      const deleted = await deleteSavedSearch(app.db, auth, request.params.id);
      logChange(auth, 'saved_search_delete', deleted);
      return reply.status(204).send(null);
    },
  );
};
