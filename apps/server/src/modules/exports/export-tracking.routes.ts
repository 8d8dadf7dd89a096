import {
  exportCreatedSchema,
  exportMarksQuerySchema,
  exportMarksSchema,
  exportParamsSchema,
  hasModule,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { ForbiddenError } from '../../shared/errors';
import type { SearchEngine } from '../search/index';
import { exportMarksOf } from './export-marks.service';
import { rerunExport } from './export-rerun.service';

const tags = ['exports'];
const USER = { access: 'user' as const };

/** Track Exports' re-run, and the results' 'Exported by' marks. */
export const exportTrackingRoutes: FastifyPluginAsyncZod<{
  engine: SearchEngine;
}> = async (app, { engine }) => {
  const deps = {
    db: app.db,
    engine,
    config: app.config,
    jobs: app.jobs,
    activity: app.activity,
  };

  app.get(
    '/api/v1/exports/marks',
    {
      config: USER,
      schema: {
        tags,
        description:
          'Of the listed companies (`?module=pc&muns=a,b,c`, at most 100), those a completed export of someone of the user’s account wrote in the last 90 days, each with the latest such export: when, and by whom (‘J. Smith’). The others are left out.',
        querystring: exportMarksQuerySchema,
        response: {
          200: exportMarksSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request) => {
      const auth = currentUser(request);
      if (!hasModule(auth.products, request.query.module)) {
        throw new ForbiddenError();
      }
      return exportMarksOf(app.db, auth, request.query);
    },
  );

  app.post(
    '/api/v1/exports/:id/rerun',
    {
      config: USER,
      schema: {
        tags,
        description:
          'Asks again for one of the user’s own exports: its stored request is checked anew, with the rules and limits of a new export, and a new export starts (202).',
        params: exportParamsSchema,
        response: {
          202: exportCreatedSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const created = await rerunExport(
        deps,
        currentUser(request),
        request.params.id,
      );
      return reply.code(202).send(created);
    },
  );
};
