import {
  pipelineBulkBodySchema,
  pipelineBulkSchema,
  pipelineBulkSetBodySchema,
  pipelineCompanyParamsSchema,
  pipelineEntrySchema,
  pipelineListSchema,
  pipelineModuleParamsSchema,
  pipelineQuerySchema,
  pipelineStageBodySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import {
  getPipeline,
  getStage,
  readStages,
  removeStage,
  setStage,
  setStages,
} from './pipeline.service';

const tags = ['pipeline'];
// Access is 'user': the service checks the module's licence and the
// company's state on every call.
const USER = { access: 'user' as const };

const LIST_SCHEMA = {
  tags,
  description:
    "The signed-in user's pipeline of the module, newest change first, with each company's name and place; `?stage=` keeps one stage. Only companies of the user's permitted states.",
  params: pipelineModuleParamsSchema,
  querystring: pipelineQuerySchema,
  response: { 200: pipelineListSchema, ...errorResponses(400, 401, 403) },
};
const BULK_SCHEMA = {
  tags,
  description:
    'The stages of the listed companies (at most 500) that have one; the others are left out. Reads only: a POST so a page of ids fits.',
  params: pipelineModuleParamsSchema,
  body: pipelineBulkBodySchema,
  response: { 200: pipelineBulkSchema, ...errorResponses(400, 401, 403) },
};
const BULK_SET_SCHEMA = {
  tags,
  description:
    "Sets one stage for 1 to 500 companies (the ticked rows of a results page), all or none: when any company is unknown (404 `COMPANY_NOT_FOUND`) or outside the module's permitted states (403 `COMPANY_OUTSIDE_STATES`, which wins when both), nothing is written and the message says how many, `extraData.muns` which. The day is today when left out; a note left out keeps each company's own note, a note given replaces them all. Answers the entries written, in the order asked.",
  params: pipelineModuleParamsSchema,
  body: pipelineBulkSetBodySchema,
  response: {
    200: pipelineBulkSchema,
    ...errorResponses(400, 401, 403, 404),
  },
};
const ONE_SCHEMA = {
  tags,
  params: pipelineCompanyParamsSchema,
  response: { 200: pipelineEntrySchema, ...errorResponses(400, 401, 403, 404) },
};
const SET_SCHEMA = {
  tags,
  description:
    "Sets or replaces the user's stage of the company: the stage, its day (YYYY-MM-DD, today when left out) and a note of at most 1,000 characters.",
  params: pipelineCompanyParamsSchema,
  body: pipelineStageBodySchema,
  response: { 200: pipelineEntrySchema, ...errorResponses(400, 401, 403, 404) },
};
const DELETE_SCHEMA = {
  tags,
  params: pipelineCompanyParamsSchema,
  response: {
    204: z.null().describe('Deleted'),
    ...errorResponses(400, 401, 403, 404),
  },
};

const ONE_PATH = '/api/v1/pipeline/:module/companies/:muns';

/** A user's private pipeline stages of companies, per module. */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/pipeline/:module',
    { config: USER, schema: LIST_SCHEMA },
    (request) =>
      getPipeline(
        app.db,
        currentUser(request),
        request.params.module,
        request.query,
      ),
  );

  app.post(
    '/api/v1/pipeline/:module/stages',
    { config: USER, schema: BULK_SCHEMA },
    (request) =>
      readStages(
        app.db,
        currentUser(request),
        request.params.module,
        request.body.muns,
      ),
  );

  app.put(
    '/api/v1/pipeline/:module/stages',
    { config: USER, schema: BULK_SET_SCHEMA },
    (request) =>
      setStages(
        app.db,
        currentUser(request),
        request.params.module,
        request.body,
      ),
  );

  app.get(ONE_PATH, { config: USER, schema: ONE_SCHEMA }, (request) =>
    getStage(
      app.db,
      currentUser(request),
      request.params.module,
      request.params.muns,
    ),
  );

  app.put(ONE_PATH, { config: USER, schema: SET_SCHEMA }, (request) =>
    setStage(
      app.db,
      currentUser(request),
      request.params.module,
      request.params.muns,
      request.body,
    ),
  );

  app.delete(
    ONE_PATH,
    { config: USER, schema: DELETE_SCHEMA },
    async (request, reply) => {
      const { module, muns } = request.params;
      await removeStage(app.db, currentUser(request), module, muns);
      return reply.status(204).send(null);
    },
  );
};
