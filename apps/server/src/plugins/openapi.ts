import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@edge/contracts';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export interface OpenapiOptions {
  // Whether an API key may call a route (docs/decisions/0040).
  isApiKeyRoute(method: string, url: string): boolean;
}

const API_KEY_TEXT = [
  'An API key of the signed-in user, created in My Account, sent as',
  '`Authorization: Bearer edge_…`. It acts as its user, with the same',
  'modules and permitted states, on the read-only routes that list it',
  'only; other routes answer 403 API_KEY_READ_ONLY, an unknown or revoked',
  'key 401 API_KEY_INVALID, and past the per-key limit 429 with Retry-After.',
  '',
  'Example:',
  '',
  '    curl -X POST https://edge.example.com/api/v1/search/pnc/count \\',
  "      -H 'Authorization: Bearer edge_ab12cd34…' \\",
  "      -H 'Content-Type: application/json' \\",
  '      -d \'{"criteria":{"locationSearch":{"states":["TX"]}}}\'',
  '',
  '    200 {"total":1284}',
].join('\n');

// The example a route open to API keys shows under its own description.
const apiKeyExample = (method: string, url: string) =>
  `\n\nAlso callable with an API key:\n\n    curl -X ${method} ` +
  `https://edge.example.com${url.replace(/:(\w+)/g, '{$1}')} ` +
  "-H 'Authorization: Bearer edge_ab12cd34…'";

/**
 * OpenAPI generated from the routes' zod schemas (ARCHITECTURE §2), the
 * document at /api/docs/json and the UI at /api/docs.
 */
export const openapiPlugin = fp<OpenapiOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Edge API',
          description: 'Prospecting for insurance brokers and agencies.',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: 'edge_session',
              description: 'The session of a user signed in to the app.',
            },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              description: API_KEY_TEXT,
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.addHook('onRoute', (route) => {
      const method = [route.method].flat().join(',');
      if (!route.schema || !options.isApiKeyRoute(method, route.url)) return;
      const description = route.schema.description ?? '';
      route.schema = {
        ...route.schema,
        description: description + apiKeyExample(method, route.url),
        security: [{ session: [] }, { apiKey: [] }],
      };
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
