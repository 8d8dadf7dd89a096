import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@edge/contracts';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas (ARCHITECTURE §2), the
 * document at /api/docs/json and the UI at /api/docs.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Edge API',
          description: 'Prospecting for insurance brokers and agencies.',
          version: APP_VERSION,
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (docs) => {
      // The documentation is public; declare it like any API route.
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await docs.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        staticCSP: true,
        // Plain http in development: keep sub-resources on http.
        transformStaticCSP: (csp) =>
          csp.replace(/\s*upgrade-insecure-requests;?/, ''),
      });
    });
  },
  { name: 'openapi' },
);
