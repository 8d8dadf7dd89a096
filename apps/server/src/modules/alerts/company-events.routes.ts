import {
  companyEventsResponseSchema,
  companyParamsSchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { getCompanyEvents } from './company-events.service';

/** The dashboard's timeline of a company's events. */
export const companyEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/companies/:muns/events',
    {
      // The company's state decides the modules, as on the dashboard.
      config: { access: 'user' },
      schema: {
        tags: ['alerts'],
        description:
          "Every event of a company in the modules the user may see it in, newest first (occurred_date, then id), at most 500; a saved search's new matches are left out.",
        params: companyParamsSchema,
        response: {
          200: companyEventsResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) =>
      getCompanyEvents(app.db, currentUser(request), request.params.muns),
  );
};
