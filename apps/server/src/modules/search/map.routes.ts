import {
  ebCriteriaBodySchema,
  ebMapCompaniesRequestSchema,
  ebMapCompaniesResponseSchema,
  ebMapNamesRequestSchema,
  mapNamesResponseSchema,
  mapPointsResponseSchema,
  pcCriteriaBodySchema,
  pcMapCompaniesRequestSchema,
  pcMapCompaniesResponseSchema,
  pcMapNamesRequestSchema,
} from '@edge/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/error-responses';
import { criteriaGuard } from './criteria-guard';
import {
  ebMapCompanies,
  mapNames,
  mapPoints,
  pcMapCompanies,
} from './map.service';
import type { SearchContext } from './search.service';

const tags = ['search'];
const errors = errorResponses(400, 401, 403);
const PC = { access: { module: 'pc' as const } };
const EB = { access: { module: 'eb' as const } };
// Every map body holds its criteria under `criteria`, as a search does.
const guard = criteriaGuard(['criteria']);

/**
 * The results map's calls (SPEC §2): its points, the companies of a marker
 * or a spot, and the names in view; with the search's access and states.
 */
export const mapRoutes: FastifyPluginAsyncZod<{
  context: (request: FastifyRequest) => SearchContext;
}> = async (app, { context }) => {
  const pcSchema = <B, R>(body: B, response: R) => ({
    config: PC,
    ...guard,
    schema: { tags, body, response: { 200: response, ...errors } },
  });
  const ebSchema = <B, R>(body: B, response: R) => ({
    ...pcSchema(body, response),
    config: EB,
  });

  app.post(
    '/api/v1/search/pnc/map',
    pcSchema(pcCriteriaBodySchema, mapPointsResponseSchema),
    (request) =>
      mapPoints(context(request), {
        module: 'pc',
        value: request.body.criteria,
      }),
  );
  app.post(
    '/api/v1/search/eb/map',
    ebSchema(ebCriteriaBodySchema, mapPointsResponseSchema),
    (request) =>
      mapPoints(context(request), {
        module: 'eb',
        value: request.body.criteria,
      }),
  );
  app.post(
    '/api/v1/search/pnc/map/companies',
    pcSchema(pcMapCompaniesRequestSchema, pcMapCompaniesResponseSchema),
    (request) => pcMapCompanies(context(request), request.body),
  );
  app.post(
    '/api/v1/search/eb/map/companies',
    ebSchema(ebMapCompaniesRequestSchema, ebMapCompaniesResponseSchema),
    (request) => ebMapCompanies(context(request), request.body),
  );
  app.post(
    '/api/v1/search/pnc/map/names',
    pcSchema(pcMapNamesRequestSchema, mapNamesResponseSchema),
    (request) =>
      mapNames(
        context(request),
        { module: 'pc', value: request.body.criteria },
        request.body.bounds,
      ),
  );
  app.post(
    '/api/v1/search/eb/map/names',
    ebSchema(ebMapNamesRequestSchema, mapNamesResponseSchema),
    (request) =>
      mapNames(
        context(request),
        { module: 'eb', value: request.body.criteria },
        request.body.bounds,
      ),
  );
};
