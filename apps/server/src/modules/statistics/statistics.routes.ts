import {
  MODULES,
  statisticsFigureSchema,
  statisticsQuerySchema,
} from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { requireFlag } from '../feature-flags/index';
import { getStatisticsFigure } from './statistics.service';

const tags = ['statistics'];

/** The market statistics of both modules (issue 26, SPEC §6). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route per module, so each declares its module's entitlement.
  for (const module of MODULES) {
    app.get(
      `/api/v1/statistics/${module}/:figure`,
      {
        config: { access: { module } },
        // After the sign-in and module checks, before the query is read:
        // without the flag the route answers 403 whatever is asked.
        preValidation: async (request) => {
          await requireFlag(request, 'statistics-enabled');
        },
        schema: {
          tags,
          description:
            "One figure of the module's market statistics (STATISTICS_FIGURES of the contracts) over the companies of the user's permitted states that the filters keep: `states`, `naics` (prefixes of 2 to 6 digits) and `sizes` (employee bands), each a comma-separated list, empty for no limit. Needs the statistics-enabled flag of the account (403), the module's product (403); a named state outside the permitted states is 403 STATES_OUTSIDE_SUBSCRIPTION, an unknown figure 404. Read from the statistics summary the import rebuilds.",
          params: z.object({ figure: z.string().max(60) }),
          querystring: statisticsQuerySchema,
          response: {
            200: statisticsFigureSchema,
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) =>
        getStatisticsFigure(app.db, {
          module,
          figure: request.params.figure,
          query: request.query,
          products: currentUser(request).products,
        }),
    );
  }
};
