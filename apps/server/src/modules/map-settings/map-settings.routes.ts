import { mapSettingsSchema } from '@edge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/error-responses';

/** GET /api/v1/site/map: the base map configured for the results map. */
export const mapSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/site/map',
    {
      config: { access: 'user' },
      schema: {
        tags: ['map'],
        response: { 200: mapSettingsSchema, ...errorResponses(401) },
      },
    },
    () => ({ tileUrl: app.config.mapTileUrl ?? null }),
  );
};
