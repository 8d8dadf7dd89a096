import { flagQuerySchema, flagVariationSchema } from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../shared/error-responses';
import { getFlagVariation } from './feature-flags.service';

/** SPEC §7: GET /api/ld-variation?flag= for signed-in users, per account. */
export const featureFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ld-variation',
    {
      config: { access: 'user' },
      schema: {
        tags: ['feature flags'],
        querystring: flagQuerySchema,
        response: { 200: flagVariationSchema, ...errorResponses(400, 401) },
      },
    },
    (request) =>
      getFlagVariation(
        app.db,
        currentUser(request).accountId,
        request.query.flag,
      ),
  );
};
